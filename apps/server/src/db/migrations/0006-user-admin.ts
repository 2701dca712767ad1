import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { ButtonSeed } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const actions: ButtonSeed[] = [
  ['add', '用户新增'],
  ['edit', '用户编辑'],
  ['delete', '用户删除'],
  ['import', '用户导入'],
  ['export', '用户导出'],
  ['frozen', '冻结/解冻用户'],
  ['resetPassword', '重置密码'],
];

/** 用户管理 under 系统管理 and its button rights (system:user:<action>). */
export const userMenu: MenuSeed[] = [
  {
    id: 'isystem-user',
    parentId: 'isystem',
    name: '用户管理',
    path: '/isystem/user',
    component: 'system/UserList',
    componentName: 'UserList',
    menuType: 1,
    perms: 'system:user:list',
    icon: 'user',
    sortNo: 2,
  },
  ...buttonRows('isystem-user', 'system:user', actions, { idPrefix: 'user' }),
];

const indexes = [
  // a work number or a mobile number, when given, belongs to one user (NULLs never collide on any dialect)
  { name: 'uk_sys_user_work_no', table: 'sys_user', columns: ['work_no'], unique: true },
  { name: 'uk_sys_user_phone', table: 'sys_user', columns: ['phone'], unique: true },
  // the list's default order (newest first) among live users, and the department filter's join
  {
    name: 'idx_sys_user_del_time',
    table: 'sys_user',
    columns: ['del_flag', 'create_time', 'id'],
    unique: false,
  },
  {
    name: 'idx_sys_user_depart_dep',
    table: 'sys_user_depart',
    columns: ['dep_id', 'user_id'],
    unique: false,
  },
];

/** The users screen: work number, position and landline columns, their indexes, the menu and rights. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema.alterTable('sys_user').addColumn('work_no', 'varchar(100)').execute();
  await db.schema.alterTable('sys_user').addColumn('post', 'varchar(100)').execute();
  await db.schema.alterTable('sys_user').addColumn('telephone', 'varchar(45)').execute();
  for (const index of indexes) {
    const builder = db.schema.createIndex(index.name).on(index.table).columns(index.columns);
    await (index.unique ? builder.unique() : builder).execute();
  }
  await insertMenu(db, userMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = userMenu.map((r) => r.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
  for (const index of [...indexes].reverse()) await db.schema.dropIndex(index.name).on(index.table).execute();
  for (const column of ['telephone', 'post', 'work_no'])
    await db.schema.alterTable('sys_user').dropColumn(column).execute();
}
