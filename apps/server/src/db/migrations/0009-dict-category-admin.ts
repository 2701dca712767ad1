import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** 数据字典, 分类字典 and 表白名单 under 系统管理, with their button rights. */
export const dictMenu: MenuSeed[] = [
  {
    id: 'isystem-dict',
    parentId: 'isystem',
    name: '数据字典',
    path: '/isystem/dict',
    component: 'system/DictList',
    componentName: 'DictList',
    menuType: 1,
    perms: 'system:dict:list',
    icon: 'book',
    sortNo: 8,
  },
  ...buttonRows(
    'isystem-dict',
    'system:dict',
    [
      ['add', '字典新增'],
      ['edit', '字典编辑'],
      ['delete', '字典删除'],
      ['import', '字典导入'],
      ['export', '字典导出'],
    ],
    { idPrefix: 'dict' },
  ),
  {
    id: 'isystem-category',
    parentId: 'isystem',
    name: '分类字典',
    path: '/isystem/category',
    component: 'system/CategoryList',
    componentName: 'CategoryList',
    menuType: 1,
    perms: 'system:category:list',
    icon: 'cluster',
    sortNo: 9,
  },
  ...buttonRows(
    'isystem-category',
    'system:category',
    [
      ['add', '分类新增'],
      ['edit', '分类编辑'],
      ['delete', '分类删除'],
    ],
    { idPrefix: 'category' },
  ),
  {
    id: 'isystem-table-white-list',
    parentId: 'isystem',
    name: '表白名单',
    path: '/isystem/tableWhiteList',
    component: 'system/TableWhiteList',
    componentName: 'TableWhiteList',
    menuType: 1,
    perms: 'system:tableWhiteList:list',
    icon: 'safety',
    sortNo: 17,
  },
  ...buttonRows(
    'isystem-table-white-list',
    'system:tableWhiteList',
    [
      ['add', '白名单新增'],
      ['edit', '白名单编辑'],
      ['delete', '白名单删除'],
    ],
    { idPrefix: 'table-white-list' },
  ),
];

/** Tables and columns the pickers read out of the box (spec widgets §7); never password or salt. */
const whiteList: [id: string, table: string, fields: string][] = [
  ['twl-sys-user', 'sys_user', 'username,realname'],
  ['twl-sys-depart', 'sys_depart', 'org_code,depart_name,id,parent_id'],
  ['twl-sys-category', 'sys_category', 'id,pid,name,code,has_child'],
];

/** A first category tree for the welding domain; codes follow the server's rule (A01, A01A01 …). */
const categories: [id: string, pid: string | null, name: string, code: string, hasChild: string][] = [
  ['cat-process', null, '焊接工艺', 'A01', '1'],
  ['cat-process-mig', 'cat-process', 'MIG/MAG 焊', 'A01A01', '0'],
  ['cat-process-tig', 'cat-process', 'TIG 焊', 'A01A02', '0'],
  ['cat-process-mma', 'cat-process', '手工电弧焊', 'A01A03', '0'],
  ['cat-product', null, '产品类型', 'A02', '1'],
  ['cat-product-machine', 'cat-product', '焊机', 'A02A01', '0'],
  ['cat-product-robot', 'cat-product', '焊接机器人', 'A02A02', '0'],
  ['cat-product-pv', 'cat-product', '光伏储能控制器', 'A02A03', '0'],
];

export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('sys_category')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('pid', 'varchar(32)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('has_child', 'varchar(3)', (c) => c.notNull().defaultTo('0'))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .addUniqueConstraint('uk_sys_category_code', ['code'])
    .execute();
  await db.schema.createIndex('idx_sys_category_pid').on('sys_category').column('pid').execute();

  await db.schema
    .createTable('sys_table_white_list')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('table_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('field_names', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .addUniqueConstraint('uk_sys_table_white_list_name', ['table_name'])
    .execute();

  // a value is unique within its dictionary; the index catches what the server's check races past
  await db.schema
    .createIndex('uk_sys_dict_item_value')
    .on('sys_dict_item')
    .columns(['dict_id', 'item_value'])
    .unique()
    .execute();

  const stamp = { create_by: 'system', create_time: now };
  for (const [id, table, fields] of whiteList) {
    await db
      .insertInto('sys_table_white_list')
      .values({ id, table_name: table, field_names: fields, status: 1, ...stamp })
      .execute();
  }
  for (const [id, pid, name, code, hasChild] of categories) {
    await db
      .insertInto('sys_category')
      .values({ id, pid, name, code, has_child: hasChild, ...stamp })
      .execute();
  }
  await insertMenu(db, dictMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('sys_role_permission')
    .where(
      'permission_id',
      'in',
      dictMenu.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('sys_permission')
    .where(
      'id',
      'in',
      dictMenu.map((r) => r.id),
    )
    .execute();
  await db.schema.dropIndex('uk_sys_dict_item_value').on('sys_dict_item').execute();
  await db.schema.dropTable('sys_table_white_list').execute();
  await db.schema.dropTable('sys_category').execute();
}
