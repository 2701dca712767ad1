import type { Kysely } from 'kysely';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { positionRights } from './0003-positions';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** 系统管理 and its first screen, 职务管理 (the web kit's ResourcePage over the position definition). */
export const systemMenu: MenuSeed[] = [
  {
    id: 'isystem',
    parentId: null,
    name: '系统管理',
    path: '/isystem',
    component: 'layouts/RouteView',
    redirect: '/isystem/position',
    menuType: 0,
    icon: 'setting',
    sortNo: 10,
  },
  {
    id: 'isystem-position',
    parentId: 'isystem',
    name: '职务管理',
    path: '/isystem/position',
    component: 'system/PositionList',
    componentName: 'PositionList',
    menuType: 1,
    perms: 'system:position:list',
    icon: 'solution',
    sortNo: 1,
  },
];

/** The menu rows, granted to admin; the position rights of 0003 move under their page as buttons do. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await insertMenu(db, systemMenu, now);
  await db
    .updateTable('sys_permission')
    .set({ parent_id: 'isystem-position' })
    .where(
      'id',
      'in',
      positionRights.map((r) => r.id),
    )
    .execute();
  await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', 'isystem-position').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('sys_permission')
    .set({ parent_id: null })
    .where(
      'id',
      'in',
      positionRights.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('sys_role_permission')
    .where(
      'permission_id',
      'in',
      systemMenu.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('sys_permission')
    .where(
      'id',
      'in',
      systemMenu.map((r) => r.id),
    )
    .execute();
}
