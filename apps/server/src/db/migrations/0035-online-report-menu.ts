import type { Kysely } from 'kysely';
import { onlineReportRights } from './0034-online-reports';
import { deleteMenu } from './dict-rows';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const GROUP_ID = 'ionline';
const SCREEN_ID = 'ionline-cgreport';

/** 报表开发: the report head list (ONLINE.md "report head list"), opened by the design right itself. */
export const onlineReportScreen: MenuSeed = {
  id: SCREEN_ID,
  parentId: GROUP_ID,
  name: '报表开发',
  path: '/online/cgreportHead',
  component: 'online/OnlCgreportHeadList',
  componentName: 'OnlCgreportHeadList',
  menuType: 1,
  perms: 'online:report:design',
  icon: 'table',
  sortNo: 2,
};

/** Adds 在线开发 › 报表开发 (0033 made the group) and moves the design right 0034 seeded parentless under it. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await insertMenu(db, [onlineReportScreen], now);
  await db
    .updateTable('sys_permission')
    .set({ parent_id: SCREEN_ID })
    .where(
      'id',
      'in',
      onlineReportRights.map((r) => r.id),
    )
    .execute();
  await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', SCREEN_ID).execute();
  await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', GROUP_ID).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('sys_permission')
    .set({ parent_id: null })
    .where(
      'id',
      'in',
      onlineReportRights.map((r) => r.id),
    )
    .execute();
  await deleteMenu(db, [SCREEN_ID]);
}
