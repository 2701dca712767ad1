import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;
const departColumns: [string, string][] = [
  ['depart_name_en', 'varchar(500)'],
  ['depart_name_abbr', 'varchar(500)'],
  ['mobile', 'varchar(32)'],
  ['fax', 'varchar(32)'],
  ['address', 'varchar(100)'],
  ['memo', 'varchar(500)'],
];
const orgCategory: [value: string, text: string][] = [
  ['1', '公司'],
  ['2', '部门'],
  ['3', '岗位'],
];

/** 部门管理 with its buttons and 部门用户, under 系统管理. */
export const departMenu: MenuSeed[] = [
  {
    id: 'isystem-depart',
    parentId: 'isystem',
    name: '部门管理',
    path: '/isystem/depart',
    component: 'system/DepartList',
    componentName: 'DepartList',
    menuType: 1,
    perms: 'system:depart:list',
    icon: 'apartment',
    sortNo: 6,
  },
  ...buttonRows(
    'isystem-depart',
    'system:depart',
    [
      ['add', '添加部门'],
      ['edit', '编辑部门'],
      ['delete', '删除部门'],
      ['import', '部门导入'],
      ['export', '部门导出'],
      ['permission', '部门权限'],
      ['role:list', '部门角色查询', 'role-list'],
      ['role:add', '部门角色新增', 'role-add'],
      ['role:edit', '部门角色编辑', 'role-edit'],
      ['role:delete', '部门角色删除', 'role-delete'],
    ],
    { idPrefix: 'depart' },
  ),
  {
    id: 'isystem-depart-user',
    parentId: 'isystem',
    name: '部门用户',
    path: '/isystem/departUser',
    component: 'system/DepartUserList',
    componentName: 'DepartUserList',
    menuType: 1,
    perms: 'system:depart:user',
    icon: 'usergroup-add',
    sortNo: 7,
  },
];

function link(db: Kysely<any>, name: string, columns: [string, string][]) {
  let table = db.schema.createTable(name).addColumn('id', id, (c) => c.primaryKey());
  for (const [column, target] of columns)
    table = table.addColumn(column, id, (c) => c.notNull().references(`${target}.id`).onDelete('cascade'));
  return table.addUniqueConstraint(`uk_${name}`, columns.map(([column]) => column) as never).execute();
}

/**
 * Departments as the 部门管理 screen edits them (contact columns), department rights, department roles
 * with their users and rights, the org_category dictionary and the two menu rows.
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  for (const [column, type] of departColumns)
    await db.schema
      .alterTable('sys_depart')
      .addColumn(column, type as 'varchar(32)')
      .execute();
  await db.schema.createIndex('idx_sys_depart_parent').on('sys_depart').column('parent_id').execute();
  await link(db, 'sys_depart_permission', [
    ['depart_id', 'sys_depart'],
    ['permission_id', 'sys_permission'],
  ]);
  await db.schema
    .createTable('sys_depart_role')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('depart_id', id, (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
    .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date)
    .addUniqueConstraint('uk_sys_depart_role_code', ['role_code'])
    .execute();
  await db.schema
    .createIndex('idx_sys_depart_role_depart')
    .on('sys_depart_role')
    .column('depart_id')
    .execute();
  await link(db, 'sys_depart_role_user', [
    ['user_id', 'sys_user'],
    ['drole_id', 'sys_depart_role'],
  ]);
  await link(db, 'sys_depart_role_permission', [
    ['role_id', 'sys_depart_role'],
    ['permission_id', 'sys_permission'],
  ]);
  // one row that adds of top-level departments lock while they draw an org code (children lock their parent)
  await db.schema
    .createTable('sys_depart_code_lock')
    .addColumn('id', id, (c) => c.primaryKey())
    .execute();
  await db.insertInto('sys_depart_code_lock').values({ id: 'top' }).execute();

  const audit = { create_by: 'system', create_time: now };
  await db
    .insertInto('sys_dict')
    .values({
      id: 'dict-org_category',
      dict_name: '机构类别',
      dict_code: 'org_category',
      del_flag: 0,
      ...audit,
    })
    .execute();
  for (const [i, [value, text]] of orgCategory.entries()) {
    await db
      .insertInto('sys_dict_item')
      .values({
        id: newId(),
        dict_id: 'dict-org_category',
        item_text: text,
        item_value: value,
        item_color: null,
        sort_order: i + 1,
        status: 1,
        ...audit,
      })
      .execute();
  }
  await insertMenu(db, departMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows = departMenu.map((r) => r.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', rows).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', rows).execute();
  await db.deleteFrom('sys_dict_item').where('dict_id', '=', 'dict-org_category').execute();
  await db.deleteFrom('sys_dict').where('id', '=', 'dict-org_category').execute();
  for (const table of [
    'sys_depart_code_lock',
    'sys_depart_role_permission',
    'sys_depart_role_user',
    'sys_depart_role',
    'sys_depart_permission',
  ])
    await db.schema.dropTable(table).execute();
  // MySQL names the table of an index to drop; SQLite and PostgreSQL refuse the clause (backticks tell MySQL apart)
  const mysql = db.selectFrom('sys_depart').selectAll().compile().sql.includes('`');
  const dropIndex = db.schema.dropIndex('idx_sys_depart_parent');
  await (mysql ? dropIndex.on('sys_depart') : dropIndex).execute();
  for (const [column] of departColumns) await db.schema.alterTable('sys_depart').dropColumn(column).execute();
}
