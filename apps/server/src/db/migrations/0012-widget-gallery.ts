import type { Kysely } from 'kysely';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** 组件示例 under 系统管理: the widget kit on realistic data, for administrators. */
export const galleryMenu: MenuSeed[] = [
  {
    id: 'isystem-widgets',
    parentId: 'isystem',
    name: '组件示例',
    path: '/isystem/widgets',
    component: 'system/WidgetGallery',
    componentName: 'WidgetGallery',
    menuType: 1,
    icon: 'appstore',
    sortNo: 30,
  },
];

export async function up(db: Kysely<any>, now: string): Promise<void> {
  await insertMenu(db, galleryMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = galleryMenu.map((m) => m.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
}
