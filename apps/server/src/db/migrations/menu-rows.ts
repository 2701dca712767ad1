import type { Kysely } from 'kysely';
import { newId } from '../ids';
import type { MenuSeed } from './seed-menu';
import { ADMIN_ROLE_ID, USER_ROLE_ID } from '../seed-ids';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations write rows without the live schema types */

const flag = (value: boolean | undefined) => (value ? 1 : 0);

/** One button right: its action (the right's last part), its stored title, and its id's last part when not the action. */
export type ButtonSeed = [action: string, title: string, idSuffix?: string];

/** The five rights of a list screen, titled `<noun>新增`, `<noun>编辑`, `<noun>删除`, `<noun>导入`, `<noun>导出`. */
export const crudButtons = (noun: string): ButtonSeed[] => [
  ['add', `${noun}新增`],
  ['edit', `${noun}编辑`],
  ['delete', `${noun}删除`],
  ['import', `${noun}导入`],
  ['export', `${noun}导出`],
];

/**
 * The button rights of a screen, the one way migrations write them: a row per [action, title] under `parent`,
 * id `<idPrefix>-<action>` (the parent's id unless told), right `<perm>:<action>`, sorted as given from `from`.
 * @example ...buttonRows('iweld-sequence', 'weld:sequence', [['add', '程序新增'], ['edit', '程序编辑'], ['delete', '程序删除']])
 */
export function buttonRows(
  parent: string | null,
  perm: string,
  buttons: ButtonSeed[],
  options: { idPrefix?: string; from?: number } = {},
): MenuSeed[] {
  const prefix = options.idPrefix ?? parent;
  if (prefix === null) throw new Error('buttonRows: a parentless button needs an idPrefix');
  return buttons.map(([action, name, idSuffix], i) => ({
    id: `${prefix}-${idSuffix ?? action}`,
    parentId: parent,
    name,
    menuType: 2,
    perms: `${perm}:${action}`,
    sortNo: (options.from ?? 1) + i,
  }));
}

/**
 * Inserts menu rows and grants them to admin (and to `user` where marked); every migration that adds
 * screens calls this with its own rows.
 * @example await insertMenu(db, rows, '2026-11-22 09:00:00')
 */
export async function insertMenu(db: Kysely<any>, rows: MenuSeed[], now: string): Promise<void> {
  const parents = new Set(rows.map((r) => r.parentId));
  for (const row of rows) {
    await db
      .insertInto('sys_permission')
      .values({
        id: row.id,
        parent_id: row.parentId,
        name: row.name,
        title_key: `server.menu.${row.id}`,
        url: row.path ?? null,
        link_url: row.linkUrl ?? null,
        component: row.component ?? null,
        component_name: row.componentName ?? null,
        redirect: row.redirect ?? null,
        menu_type: row.menuType,
        perms: row.perms ?? null,
        perms_type: row.perms ? '1' : null,
        sort_no: row.sortNo,
        always_show: flag(row.alwaysShow),
        icon: row.icon ?? null,
        is_route: row.menuType === 2 ? 0 : 1,
        is_leaf: parents.has(row.id) ? 0 : 1,
        keep_alive: flag(row.keepAlive),
        hidden: flag(row.hidden),
        hide_tab: 0,
        internal_or_external: flag(row.internalOrExternal),
        status: '1',
        del_flag: 0,
        create_by: 'system',
        create_time: now,
      })
      .execute();
    const roles = row.forUser ? [ADMIN_ROLE_ID, USER_ROLE_ID] : [ADMIN_ROLE_ID];
    for (const roleId of roles) {
      await db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: roleId, permission_id: row.id })
        .execute();
    }
  }
  for (const parentId of parents) {
    if (parentId)
      await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', parentId).execute();
  }
}
