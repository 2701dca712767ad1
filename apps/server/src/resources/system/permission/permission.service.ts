import { translate } from '@weld/core';
import type { Locale, MenuNode, PermissionItem, PermissionResult } from '@weld/core';
import type { AppContext } from '../../../context';
import type { SysPermissionTable } from '../../../db/schema';
import type { Principal } from '../../../plugins/principals';
import { preparedHead } from '../../../plugins/compress';
import type { PreparedHead } from '../../../plugins/compress';
import { grantedPermissionIds, splitPerms } from '../../../plugins/principals';

const CACHE_TTL_MS = 30 * 60_000;
const BUTTON = 2;

type Row = SysPermissionTable;

/** A menu row's title in the caller's language: its locale key, else the stored name. */
export function title(lang: Locale, row: Pick<Row, 'title_key' | 'name'>): string {
  if (!row.title_key) return row.name;
  const text = translate(lang, row.title_key);
  return text === row.title_key ? row.name : text;
}

/** "/dashboard/analysis" → "dashboard-analysis", the platform's route-name rule. */
export function routeName(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '').replace(/[/:]+/g, '-');
}

function toNode(lang: Locale, row: Row): MenuNode {
  const path = row.url ?? '';
  const permission = splitPerms(row.perms);
  return {
    id: row.id,
    path,
    name: routeName(path),
    component: row.component ?? '',
    redirect: row.redirect,
    hidden: Number(row.hidden) === 1,
    alwaysShow: Number(row.always_show) === 1,
    route: Number(row.is_route) === 1 ? '1' : '0',
    meta: {
      title: title(lang, row),
      icon: row.icon,
      url: row.link_url,
      keepAlive: Number(row.keep_alive) === 1,
      internalOrExternal: Number(row.internal_or_external) === 1,
      componentName: row.component_name,
      ...(permission.length > 0 ? { permission } : {}),
    },
  };
}

/** Menu rows (never buttons) as a tree; rows whose parent the user cannot see are left out. */
function menuTree(lang: Locale, rows: Row[]): MenuNode[] {
  const menuRows = rows.filter((r) => Number(r.menu_type) !== BUTTON && r.status === '1');
  const ids = new Set(menuRows.map((r) => r.id));
  const children = new Map<string | null, Row[]>();
  for (const row of menuRows) {
    const parent = row.parent_id && ids.has(row.parent_id) ? row.parent_id : row.parent_id ? undefined : null;
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const build = (parent: string | null): MenuNode[] =>
    (children.get(parent) ?? [])
      .sort((a, b) => Number(a.sort_no) - Number(b.sort_no))
      .map((row) => {
        const node = toNode(lang, row);
        const kids = build(row.id);
        return kids.length > 0 ? { ...node, children: kids } : node;
      });
  return build(null);
}

/** The enabled button codes among the user's rows, each code once: what the original's clients check buttons against. */
function buttonCodes(rows: Row[]): string[] {
  const buttons = rows.filter((r) => Number(r.menu_type) === BUTTON && r.status === '1');
  return [...new Set(buttons.flatMap((r) => splitPerms(r.perms)))];
}

function right(lang: Locale, row: Row): PermissionItem {
  return { action: row.perms ?? '', type: row.perms_type === '2' ? '2' : '1', describe: title(lang, row) };
}

/**
 * Pages that belong to every signed-in user whatever their roles grant: 首页 (the original platform
 * prepends it when no granted row is the home), 个人页 with 个人中心 and 个人设置, and 我的消息 (the
 * bell's 查看更多). Without them the home tab, the breadcrumb's 首页, 返回首页 and 查看更多 lead to 404.
 */
export const EVERY_USER_MENU_IDS: readonly string[] = [
  'dashboard-analysis',
  'account',
  'account-center',
  'account-settings-base',
  'isps-user-announcement',
];

async function visibleRows(ctx: AppContext, principal: Principal): Promise<Row[]> {
  let query = ctx.db.selectFrom('sys_permission').selectAll().where('del_flag', '=', 0);
  if (!principal.isAdmin) {
    const granted = grantedPermissionIds(ctx.db, principal);
    query = query.where((eb) => eb.or([eb('id', 'in', granted), eb('id', 'in', [...EVERY_USER_MENU_IDS])]));
  }
  return query.orderBy('sort_no').execute();
}

async function computePermissions(
  ctx: AppContext,
  principal: Principal,
  lang: Locale,
): Promise<PermissionResult> {
  const rows = await visibleRows(ctx, principal);
  const everyRight = await ctx.db
    .selectFrom('sys_permission')
    .selectAll()
    .where('del_flag', '=', 0)
    .where('perms', 'is not', null)
    .orderBy('sort_no')
    .execute();
  const result: PermissionResult = {
    menu: menuTree(lang, rows),
    auth: rows.filter((r) => r.perms && r.status === '1').map((r) => right(lang, r)),
    allAuth: everyRight.map((r) => ({ ...right(lang, r), status: r.status === '0' ? '0' : '1' })),
    codeList: buttonCodes(rows),
    sysSafeMode: ctx.config.safeMode,
  };
  return result;
}

/**
 * getUserPermissionByToken's answer up to its timestamp, prepared once per user, language and message: the
 * 61 KB answer of an administrator is mostly Chinese text, and encoding it (and gzipping it) per call was a
 * large part of a warm call's time.
 * @example preparedAnswer(request, reply, await userPermissionsHead(ctx, principal, 'zh_CN', '操作成功！'), tail)
 */
export function userPermissionsHead(
  ctx: AppContext,
  principal: Principal,
  lang: Locale,
  message: string,
): Promise<PreparedHead> {
  return ctx.principals.memo(principal.userId, `permHead:${lang}:${message}`, async () =>
    preparedHead(
      `{"success":true,"message":${JSON.stringify(message)},"code":200,"result":${await userPermissionsJson(ctx, principal, lang)}`,
    ),
  );
}

/**
 * The shell's permission answer as JSON text: menu tree, the user's rights (auth), every right
 * (allAuth), and for the original's clients the user's button codes (codeList) and SAFE_MODE (sysSafeMode). Kept serialised in memory and in the shared cache per user and language until a change
 * invalidates it, so a warm call costs no query, no parse and no stringify.
 */
export function userPermissionsJson(ctx: AppContext, principal: Principal, lang: Locale): Promise<string> {
  return ctx.principals.memo(principal.userId, `perm:${lang}`, async () => {
    const key = `perm:${principal.userId}:${lang}`;
    const cached = await ctx.stores.cache.get<string>(key);
    if (cached) return cached;
    const json = JSON.stringify(await computePermissions(ctx, principal, lang));
    await ctx.stores.cache.set(key, json, CACHE_TTL_MS);
    return json;
  });
}
