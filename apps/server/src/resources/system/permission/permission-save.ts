import type { Kysely, Transaction } from 'kysely';
import { MENU_TYPE_BUTTON } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import type { Database, SysPermissionTable } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

import type { PermissionBody } from './permission-body';

type Db = Kysely<Database> | Transaction<Database>;
type Columns = Omit<
  SysPermissionTable,
  'id' | 'is_leaf' | 'del_flag' | 'create_by' | 'create_time' | 'update_by' | 'update_time' | 'title_key'
>;
const flag = (v: boolean | undefined) => (v ? 1 : 0);
const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** Cross-field rules of a node: where it may hang and what its type requires; throws 400 on the first break. */
async function checkPlace(db: Db, body: PermissionBody, id: string | null): Promise<void> {
  const parentId = blank(body.parentId);
  if (body.menuType === 0 && parentId) throw new AppError(400, 'sysPermission.topHasParent');
  if (body.menuType !== 0 && !parentId) throw new AppError(400, 'sysPermission.parentRequired');
  if (parentId) {
    const parent = await db
      .selectFrom('sys_permission')
      .select(['id', 'menu_type'])
      .where('id', '=', parentId)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!parent) throw new AppError(400, 'sysPermission.parentMissing');
    if (Number(parent.menu_type) === MENU_TYPE_BUTTON)
      throw new AppError(400, 'sysPermission.parentIsButton');
    // walking up from the new parent must not meet the node itself
    for (let at: string | null = parentId, hops = 0; at && hops < 100; hops++) {
      if (at === id) throw new AppError(400, 'sysPermission.cycle');
      const up: { parent_id: string | null } | undefined = await db
        .selectFrom('sys_permission')
        .select('parent_id')
        .where('id', '=', at)
        .executeTakeFirst();
      at = up?.parent_id ?? null;
    }
  }
  if (body.menuType === MENU_TYPE_BUTTON) {
    if (!blank(body.perms)) throw new AppError(400, 'sysPermission.permsRequired');
  } else {
    if (!blank(body.url)) throw new AppError(400, 'validation.required', { field: 'url' });
    if (!blank(body.component)) throw new AppError(400, 'validation.required', { field: 'component' });
  }
}

/** The stored columns of a node; a button keeps no route fields. */
function columnsOf(body: PermissionBody): Columns {
  const button = body.menuType === MENU_TYPE_BUTTON;
  const perms = blank(body.perms);
  return {
    parent_id: blank(body.parentId),
    name: body.name.trim(),
    menu_type: body.menuType,
    url: button ? null : blank(body.url),
    component: button ? null : blank(body.component),
    component_name: button ? null : blank(body.componentName),
    redirect: button ? null : blank(body.redirect),
    icon: button ? null : blank(body.icon),
    sort_no: body.sortNo ?? 0,
    keep_alive: button ? 0 : flag(body.keepAlive),
    hidden: button ? 0 : flag(body.hidden),
    hide_tab: button ? 0 : flag(body.hideTab),
    always_show: button ? 0 : flag(body.alwaysShow),
    is_route: button ? 0 : flag(body.route ?? true),
    internal_or_external: button ? 0 : flag(body.internalOrExternal),
    link_url: button ? null : blank(body.linkUrl),
    perms,
    perms_type: perms ? (body.permsType ?? '1') : null,
    status: body.status ?? '1',
  };
}

/** is_leaf of the given rows from whether live children remain. */
async function refreshLeaves(db: Db, ids: (string | null)[]): Promise<void> {
  for (const id of new Set(ids.filter((v): v is string => Boolean(v)))) {
    const child = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('parent_id', '=', id)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    await db
      .updateTable('sys_permission')
      .set({ is_leaf: child ? 0 : 1 })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Adds or changes a menu row in one transaction and answers its id; a renamed row drops its locale
 * title key, so the new name shows in every language.
 * @example const id = await savePermission(ctx, body, 'admin', null)
 */
export async function savePermission(
  ctx: AppContext,
  body: PermissionBody,
  by: string,
  editId: string | null,
): Promise<string> {
  return ctx.db.transaction().execute(async (tx) => {
    const before = editId
      ? await tx
          .selectFrom('sys_permission')
          .select(['parent_id', 'name', 'menu_type'])
          .where('id', '=', editId)
          .where('del_flag', '=', 0)
          .executeTakeFirst()
      : undefined;
    if (editId && !before) throw new AppError(404, 'sysPermission.notFound');
    await checkPlace(tx, body, editId);
    const columns = columnsOf(body);
    const now = ctx.now();
    if (editId && before) {
      if (Number(before.menu_type) !== MENU_TYPE_BUTTON && body.menuType === MENU_TYPE_BUTTON) {
        const child = await tx
          .selectFrom('sys_permission')
          .select('id')
          .where('parent_id', '=', editId)
          .where('del_flag', '=', 0)
          .executeTakeFirst();
        if (child) throw new AppError(400, 'sysPermission.buttonWithChildren');
      }
      const renamed = before.name !== columns.name ? { title_key: null } : {};
      await tx
        .updateTable('sys_permission')
        .set({ ...columns, ...renamed, update_by: by, update_time: now })
        .where('id', '=', editId)
        .execute();
      await refreshLeaves(tx, [before.parent_id, columns.parent_id, editId]);
      return editId;
    }
    return insertRow(tx, columns, by, now);
  });
}

async function insertRow(tx: Db, columns: Columns, by: string, now: string, id = newId()): Promise<string> {
  await tx
    .insertInto('sys_permission')
    .values({
      ...columns,
      id,
      title_key: null,
      is_leaf: 1,
      del_flag: 0,
      create_by: by,
      create_time: now,
      update_by: null,
      update_time: null,
    })
    .execute();
  await refreshLeaves(tx, [columns.parent_id]);
  return id;
}

/** What 添加到菜单 of the online builders sends: the design's id and where the entry goes (parent, name, icon, order). */
export interface MenuEntryBody {
  id: string;
  parentId?: string | null;
  name?: string;
  icon?: string | null;
  sortNo?: number;
}

/** The JSON schema of `MenuEntryBody`. */
export const menuEntryBody = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    parentId: { type: 'string', nullable: true, maxLength: 32 },
    name: { type: 'string', minLength: 1, maxLength: 255 },
    icon: { type: 'string', nullable: true, maxLength: 100, pattern: '^[a-z0-9-]*$' },
    sortNo: { type: 'integer', minimum: 0, maximum: 99999 },
  },
} as const;

/**
 * Adds a menu row and its button rows in one transaction, with the checks of a single add; answers the menu's id.
 * The caller drops the principals cache once it has committed.
 * @example await addMenuWithButtons(ctx, menu, [{ name: '新增', menuType: 2, perms: 'online:t:add' }], 'admin')
 */
export async function addMenuWithButtons(
  ctx: AppContext,
  menu: PermissionBody,
  buttons: Omit<PermissionBody, 'parentId'>[],
  by: string,
): Promise<string> {
  return ctx.db.transaction().execute(async (tx) => {
    await checkPlace(tx, menu, null);
    const now = ctx.now();
    const id = await insertRow(tx, columnsOf(menu), by, now);
    await addButtonsUnder(tx, id, buttons, by, now);
    return id;
  });
}

/**
 * Deletes a menu row. A row with children is refused rather than taking its subtree along: a subtree
 * holds pages and button rights that roles were granted, and losing them should be a visible step.
 */
export async function deletePermission(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('sys_permission')
      .select(['id', 'parent_id'])
      .where('id', '=', id)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'sysPermission.notFound');
    const child = await tx
      .selectFrom('sys_permission')
      .select('id')
      .where('parent_id', '=', id)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    if (child) throw new AppError(409, 'sysPermission.hasChildren');
    // grants and data rules cascade with the row
    await tx.deleteFrom('sys_permission').where('id', '=', id).execute();
    await refreshLeaves(tx, [row.parent_id]);
  });
}

/**
 * Adds a right row of the caller's own id with no menu place (a report's view right, kept by its report), without
 * the checks of 菜单管理's add: the caller names the right; answers nothing.
 * @example await insertRightRow(tx, 'rpview-1', { name: '日报', perms: 'online:report:daily:view' }, 'admin', now)
 */
export async function insertRightRow(
  tx: Db,
  id: string,
  right: { name: string; perms: string },
  by: string,
  now: string,
): Promise<void> {
  const columns = columnsOf({ ...right, menuType: MENU_TYPE_BUTTON, parentId: null, sortNo: 1 });
  await insertRow(tx, columns, by, now, id);
}

/**
 * Adds button rights under an existing menu row inside the caller's transaction (a form's custom buttons added after
 * its menu entry), with the checks of a single add; answers nothing. The caller drops the principals once committed.
 * @example await addButtonsUnder(tx, menuId, [{ name: '审核', menuType: 2, perms: 'online:t:btn:audit' }], 'admin', now)
 */
export async function addButtonsUnder(
  tx: Db,
  parentId: string,
  buttons: Omit<PermissionBody, 'parentId'>[],
  by: string,
  now: string,
): Promise<void> {
  for (const button of buttons) {
    const body = { ...button, parentId };
    await checkPlace(tx, body, null);
    await insertRow(tx, columnsOf(body), by, now);
  }
}
