import type { Kysely, Transaction } from 'kysely';
import type { CgformButton } from '@weld/core';
import type { Database } from '../../../db/schema';
import { addButtonsUnder } from '../../system/permission';
import { buttonRight } from './do-button';

type Db = Kysely<Database> | Transaction<Database>;

/** The button rights (菜单管理 rows) of a form's custom buttons, named after the form and the button. */
export function buttonRightRows(
  head: { tableName: string; tableTxt: string },
  buttons: readonly CgformButton[],
) {
  return buttons.map((b, i) => ({
    name: `${head.tableTxt}${b.buttonName}`,
    menuType: 2 as const,
    perms: buttonRight(head.tableName, b.buttonCode),
    sortNo: 10 + i,
  }));
}

/**
 * Gives buttons added to a form already in the menu their rights under its menu entry (the first one naming
 * `online:<table>:list`); a form not in the menu gets them when it is added (menu.routes.ts). Answers whether
 * it added any, so the caller drops the principals.
 * @example if (await addMissingButtonRights(tx, head, buttons, 'admin', now)) await ctx.principals.invalidate()
 */
export async function addMissingButtonRights(
  tx: Db,
  head: { tableName: string; tableTxt: string },
  buttons: readonly CgformButton[],
  by: string,
  now: string,
): Promise<boolean> {
  const menu = await tx
    .selectFrom('sys_permission')
    .select('id')
    .where('perms', '=', `online:${head.tableName}:list`)
    .where('menu_type', '!=', 2)
    .where('del_flag', '=', 0)
    .orderBy('create_time')
    .executeTakeFirst();
  if (!menu || buttons.length === 0) return false;
  const rows = buttonRightRows(head, buttons);
  const existing = await tx
    .selectFrom('sys_permission')
    .select('perms')
    .where(
      'perms',
      'in',
      rows.map((r) => r.perms),
    )
    .where('del_flag', '=', 0)
    .execute();
  const missing = rows.filter((r) => !existing.some((e) => e.perms === r.perms));
  await addButtonsUnder(tx, menu.id, missing, by, now);
  return missing.length > 0;
}
