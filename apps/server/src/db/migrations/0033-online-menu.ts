import type { Kysely } from 'kysely';
import { onlineFormRights } from './0032-online-forms';
import { deleteMenu } from './dict-rows';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const GROUP_ID = 'ionline';
const SCREEN_ID = 'ionline-cgform';

/** 在线开发 (the low-code menu group), unless a database already has it. */
export const onlineGroup: MenuSeed = {
  id: GROUP_ID,
  parentId: null,
  name: '在线开发',
  path: '/online',
  component: 'layouts/RouteView',
  redirect: '/online/cgformHead',
  menuType: 0,
  icon: 'cloud',
  sortNo: 15,
};

/** 表单开发: the form head list (ONLINE.md "form head list"), opened by the online:cgform:list right. */
export const onlineFormScreen: MenuSeed = {
  id: SCREEN_ID,
  parentId: GROUP_ID,
  name: '表单开发',
  path: '/online/cgformHead',
  component: 'online/OnlCgformHeadList',
  componentName: 'OnlCgformHeadList',
  menuType: 1,
  perms: 'online:cgform:list',
  icon: 'form',
  sortNo: 1,
};

/** Adds 在线开发 › 表单开发 and moves the 在线表单 rights 0032 seeded parentless under it (as 0011 did for positions). */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  const group = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('id', '=', GROUP_ID)
    .executeTakeFirst();
  await insertMenu(db, group ? [onlineFormScreen] : [onlineGroup, onlineFormScreen], now);
  await db
    .updateTable('sys_permission')
    .set({ parent_id: SCREEN_ID })
    .where(
      'id',
      'in',
      onlineFormRights.map((r) => r.id),
    )
    .execute();
  await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', SCREEN_ID).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('sys_permission')
    .set({ parent_id: null })
    .where(
      'id',
      'in',
      onlineFormRights.map((r) => r.id),
    )
    .execute();
  await deleteMenu(db, [SCREEN_ID]);
  const children = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('parent_id', '=', GROUP_ID)
    .executeTakeFirst();
  if (!children) await deleteMenu(db, [GROUP_ID]);
}
