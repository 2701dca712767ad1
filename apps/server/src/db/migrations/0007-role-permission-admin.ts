import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** 角色管理, 菜单管理 and 角色用户 under 系统管理, with their button rights. */
export const roleMenu: MenuSeed[] = [
  {
    id: 'isystem-role',
    parentId: 'isystem',
    name: '角色管理',
    path: '/isystem/role',
    component: 'system/RoleList',
    componentName: 'RoleList',
    menuType: 1,
    perms: 'system:role:list',
    icon: 'team',
    sortNo: 3,
  },
  ...buttonRows(
    'isystem-role',
    'system:role',
    [
      ['add', '角色新增'],
      ['edit', '角色编辑'],
      ['delete', '角色删除'],
      ['import', '角色导入'],
      ['export', '角色导出'],
      ['authorize', '角色授权'],
    ],
    { idPrefix: 'role' },
  ),
  {
    id: 'isystem-permission',
    parentId: 'isystem',
    name: '菜单管理',
    path: '/isystem/permission',
    component: 'system/PermissionList',
    componentName: 'PermissionList',
    menuType: 1,
    perms: 'system:permission:list',
    icon: 'menu',
    sortNo: 4,
  },
  ...buttonRows(
    'isystem-permission',
    'system:permission',
    [
      ['add', '菜单新增'],
      ['edit', '菜单编辑'],
      ['delete', '菜单删除'],
      ['dataRule', '数据规则'],
    ],
    { idPrefix: 'permission' },
  ),
  {
    id: 'isystem-role-user',
    parentId: 'isystem',
    name: '角色用户',
    path: '/isystem/roleUser',
    component: 'system/RoleUserList',
    componentName: 'RoleUserList',
    menuType: 1,
    perms: 'system:role:user',
    icon: 'usergroup-add',
    sortNo: 5,
  },
];

/** Data rules per menu, the roles' choice of them, and the menu rows of the role screens. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('sys_permission_data_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('permission_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addColumn('rule_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_column', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_conditions', 'varchar(20)', (c) => c.notNull())
    .addColumn('rule_value', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('idx_sys_permission_data_rule_perm')
    .on('sys_permission_data_rule')
    .column('permission_id')
    .execute();
  await db.schema.alterTable('sys_role_permission').addColumn('data_rule_ids', 'varchar(1000)').execute();
  await insertMenu(db, roleMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = roleMenu.map((r) => r.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
  await db.schema.alterTable('sys_role_permission').dropColumn('data_rule_ids').execute();
  await db.schema.dropTable('sys_permission_data_rule').execute();
}
