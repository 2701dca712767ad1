import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteMenu } from './dict-rows';
import { ADMIN_ROLE_ID } from '../seed-ids';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/**
 * 首页's system-wide figures become rights of their own (首页 itself stays every user's): 系统概况 (the
 * counts of users, roles, departments and online sessions) and 访问统计 (visits, sign-ins and addresses
 * from the system log). Admins get both; so do the roles that already read those figures elsewhere:
 * 系统概况 the roles holding 用户管理, 访问统计 the roles holding 系统日志.
 */
export const homeFigureMenu: MenuSeed[] = [
  ...buttonRows('dashboard-analysis', 'dashboard:analysis', [
    ['counts', '系统概况'],
    ['visits', '访问统计'],
  ]),
];

/** Which menu row's holders get each new right. */
const HELD_WITH: Record<string, string> = {
  'dashboard-analysis-counts': 'isystem-user',
  'dashboard-analysis-visits': 'isystem-log',
};

export async function up(db: Kysely<any>, now: string): Promise<void> {
  await insertMenu(db, homeFigureMenu, now);
  for (const [right, menu] of Object.entries(HELD_WITH)) {
    const holders = await db
      .selectFrom('sys_role_permission')
      .select('role_id')
      .distinct()
      .where('permission_id', '=', menu)
      .where('role_id', '!=', ADMIN_ROLE_ID)
      .execute();
    for (const { role_id } of holders)
      await db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id, permission_id: right })
        .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    homeFigureMenu.map((m) => m.id),
  );
}
