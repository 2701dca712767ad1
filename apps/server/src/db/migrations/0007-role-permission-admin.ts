import type { Kysely } from 'kysely';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const button = (id: string, parentId: string, name: string, perms: string, sortNo: number): MenuSeed => ({ id, parentId, name, menuType: 2, perms, sortNo });

/** 角色管理, 菜单管理 and 角色用户 under 系统管理, with their button rights. */
export const roleMenu: MenuSeed[] = [
  { id: 'isystem-role', parentId: 'isystem', name: '角色管理', path: '/isystem/role', component: 'system/RoleList', componentName: 'RoleList', menuType: 1, perms: 'system:role:list', icon: 'team', sortNo: 3 },
  button('role-add', 'isystem-role', '角色新增', 'system:role:add', 1),
  button('role-edit', 'isystem-role', '角色编辑', 'system:role:edit', 2),
  button('role-delete', 'isystem-role', '角色删除', 'system:role:delete', 3),
  button('role-import', 'isystem-role', '角色导入', 'system:role:import', 4),
  button('role-export', 'isystem-role', '角色导出', 'system:role:export', 5),
  button('role-authorize', 'isystem-role', '角色授权', 'system:role:authorize', 6),
  { id: 'isystem-permission', parentId: 'isystem', name: '菜单管理', path: '/isystem/permission', component: 'system/PermissionList', componentName: 'PermissionList', menuType: 1, perms: 'system:permission:list', icon: 'menu', sortNo: 4 },
  button('permission-add', 'isystem-permission', '菜单新增', 'system:permission:add', 1),
  button('permission-edit', 'isystem-permission', '菜单编辑', 'system:permission:edit', 2),
  button('permission-delete', 'isystem-permission', '菜单删除', 'system:permission:delete', 3),
  button('permission-dataRule', 'isystem-permission', '数据规则', 'system:permission:dataRule', 4),
  { id: 'isystem-role-user', parentId: 'isystem', name: '角色用户', path: '/isystem/roleUser', component: 'system/RoleUserList', componentName: 'RoleUserList', menuType: 1, perms: 'system:role:user', icon: 'usergroup-add', sortNo: 5 },
];

/** Data rules per menu, the roles' choice of them, and the menu rows of the role screens. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('sys_permission_data_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull().references('sys_permission.id').onDelete('cascade'))
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
  await db.schema.createIndex('idx_sys_permission_data_rule_perm').on('sys_permission_data_rule').column('permission_id').execute();
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
