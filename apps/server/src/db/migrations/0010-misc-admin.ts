import type { CreateTableBuilder, Kysely } from 'kysely';
import { newId } from '../ids';
import { buttonRows, crudButtons, insertMenu } from './menu-rows';
import type { ButtonSeed } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

function audited<T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return table
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date);
}

type Page = {
  key: string;
  name: string;
  path: string;
  component: string;
  perms: string;
  icon: string;
  sortNo: number;
  buttons: ButtonSeed[];
};

const pages: Page[] = [
  {
    key: 'tenant',
    name: '租户管理',
    path: '/isystem/tenant',
    component: 'system/TenantList',
    perms: 'system:tenant',
    icon: 'bank',
    sortNo: 11,
    buttons: crudButtons('租户'),
  },
  {
    key: 'check-rule',
    name: '编码校验规则',
    path: '/isystem/checkRule',
    component: 'system/CheckRuleList',
    perms: 'system:checkRule',
    icon: 'check-square',
    sortNo: 12,
    buttons: crudButtons('校验规则'),
  },
  {
    key: 'fill-rule',
    name: '填值规则',
    path: '/isystem/fillRule',
    component: 'system/FillRuleList',
    perms: 'system:fillRule',
    icon: 'edit',
    sortNo: 13,
    buttons: crudButtons('填值规则'),
  },
  {
    key: 'data-source',
    name: '多数据源管理',
    path: '/isystem/dataSource',
    component: 'system/DataSourceList',
    perms: 'system:dataSource',
    icon: 'database',
    sortNo: 14,
    buttons: [...crudButtons('数据源'), ['test', '数据源连接测试']],
  },
  {
    key: 'address-list',
    name: '通讯录',
    path: '/isystem/addressList',
    component: 'system/AddressList',
    perms: 'system:addressList',
    icon: 'contacts',
    sortNo: 15,
    buttons: [],
  },
  {
    key: 'gateway',
    name: '网关路由',
    path: '/isystem/gateway',
    component: 'system/GatewayRouteList',
    perms: 'system:gateway',
    icon: 'gateway',
    sortNo: 16,
    buttons: crudButtons('网关路由'),
  },
];

const componentName = (component: string) => component.split('/').pop() as string;

/** The six pages under 系统管理 and their button rights (`isystem-<page>-<action>`), granted to admin. */
export const miscMenu: MenuSeed[] = pages.flatMap((p) => [
  {
    id: `isystem-${p.key}`,
    parentId: 'isystem',
    name: p.name,
    path: p.path,
    component: p.component,
    componentName: componentName(p.component),
    menuType: 1 as const,
    perms: `${p.perms}:list`,
    icon: p.icon,
    sortNo: p.sortNo,
  },
  ...buttonRows(`isystem-${p.key}`, p.perms, p.buttons),
]);

const dicts: { code: string; name: string; items: [string, string][] }[] = [
  {
    code: 'fill_rule_class',
    name: '填值规则实现',
    items: [
      ['org_code', '机构编码'],
      ['category_code', '分类字典编码'],
      ['serial', '流水号'],
    ],
  },
  {
    code: 'database_type',
    name: '数据库类型',
    items: [
      ['mysql', 'MySQL 5.7+/MariaDB'],
      ['postgresql', 'PostgreSQL'],
      ['sqlite', 'SQLite'],
    ],
  },
];

const fillRules = [
  {
    id: 'fill-rule-org-num',
    rule_name: '机构编码生成',
    rule_code: 'org_num_role',
    rule_class: 'org_code',
    rule_params: '{}',
  },
  {
    id: 'fill-rule-category-code',
    rule_name: '分类字典编码生成',
    rule_code: 'category_code_rule',
    rule_class: 'category_code',
    rule_params: '{}',
  },
];

async function createTables(db: Kysely<any>): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_check_rule')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_json', 'text', (c) => c.notNull())
      .addColumn('rule_description', 'varchar(200)')
      .addUniqueConstraint('uk_sys_check_rule_code', ['rule_code']),
  ).execute();
  await audited(
    db.schema
      .createTable('sys_fill_rule')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_class', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_params', 'text')
      .addUniqueConstraint('uk_sys_fill_rule_code', ['rule_code']),
  ).execute();
  // serial counters per rule and period (the date part of the value), bumped inside the caller's transaction
  await db.schema
    .createTable('sys_fill_rule_serial')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('period', 'varchar(32)', (c) => c.notNull())
    .addColumn('current_value', 'integer', (c) => c.notNull())
    .addUniqueConstraint('uk_sys_fill_rule_serial', ['rule_code', 'period'])
    .execute();
  await audited(
    db.schema
      .createTable('sys_data_source')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('code', 'varchar(100)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('db_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('db_driver', 'varchar(100)')
      .addColumn('db_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('db_name', 'varchar(100)')
      .addColumn('db_username', 'varchar(100)')
      .addColumn('db_password', 'varchar(600)')
      .addColumn('remark', 'varchar(200)')
      .addUniqueConstraint('uk_sys_data_source_code', ['code']),
  ).execute();
  await audited(
    db.schema
      .createTable('sys_gateway_route')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('router_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('uri', 'varchar(255)', (c) => c.notNull())
      .addColumn('predicates', 'text')
      .addColumn('filters', 'text')
      .addColumn('retryable', 'varchar(2)')
      .addColumn('strip_prefix', 'varchar(2)')
      .addColumn('persistable', 'varchar(2)')
      .addColumn('show_api', 'varchar(2)')
      .addColumn('status', 'varchar(2)', (c) => c.notNull())
      .addUniqueConstraint('uk_sys_gateway_route_router_id', ['router_id']),
  ).execute();
}

/**
 * Tenants' validity dates and a text status (a dictionary value, filtered like every other dictionary
 * field: PostgreSQL has no LIKE on integers), the check/fill rule, data source and gateway tables, their
 * dictionaries, the two seeded fill rules and the menu.
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema.alterTable('sys_tenant').addColumn('begin_date', date).execute();
  await db.schema.alterTable('sys_tenant').addColumn('end_date', date).execute();
  await db.schema
    .alterTable('sys_tenant')
    .addColumn('status_text', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
    .execute();
  await db.updateTable('sys_tenant').set({ status_text: '0' }).where('status', '=', 0).execute();
  await db.schema.alterTable('sys_tenant').dropColumn('status').execute();
  await db.schema.alterTable('sys_tenant').renameColumn('status_text', 'status').execute();
  await createTables(db);

  const audit = { create_by: 'system', create_time: now };
  for (const dict of dicts) {
    const dictId = `dict-${dict.code}`;
    await db
      .insertInto('sys_dict')
      .values({ id: dictId, dict_name: dict.name, dict_code: dict.code, del_flag: 0, ...audit })
      .execute();
    for (const [i, [value, text]] of dict.items.entries()) {
      await db
        .insertInto('sys_dict_item')
        .values({
          id: newId(),
          dict_id: dictId,
          item_text: text,
          item_value: value,
          item_color: null,
          sort_order: i + 1,
          status: 1,
          ...audit,
        })
        .execute();
    }
  }
  for (const rule of fillRules)
    await db
      .insertInto('sys_fill_rule')
      .values({ ...rule, ...audit })
      .execute();
  await insertMenu(db, miscMenu, now);
  await db.updateTable('sys_permission').set({ sort_no: 10 }).where('id', '=', 'isystem-position').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('sys_permission').set({ sort_no: 1 }).where('id', '=', 'isystem-position').execute();
  await db
    .deleteFrom('sys_role_permission')
    .where(
      'permission_id',
      'in',
      miscMenu.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('sys_permission')
    .where(
      'id',
      'in',
      miscMenu.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('sys_dict')
    .where(
      'id',
      'in',
      dicts.map((d) => `dict-${d.code}`),
    )
    .execute();
  for (const table of [
    'sys_gateway_route',
    'sys_data_source',
    'sys_fill_rule_serial',
    'sys_fill_rule',
    'sys_check_rule',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema
    .alterTable('sys_tenant')
    .addColumn('status_int', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.updateTable('sys_tenant').set({ status_int: 0 }).where('status', '=', '0').execute();
  await db.schema.alterTable('sys_tenant').dropColumn('status').execute();
  await db.schema.alterTable('sys_tenant').renameColumn('status_int', 'status').execute();
  for (const column of ['end_date', 'begin_date'])
    await db.schema.alterTable('sys_tenant').dropColumn(column).execute();
}
