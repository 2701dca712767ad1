import type { CreateTableBuilder, Kysely } from 'kysely';
import { deleteDicts, deleteMenu, insertDicts } from './dict-rows';
import type { DictSeed } from './dict-rows';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;
const flag = (table: CreateTableBuilder<string, any>, name: string, value: number) =>
  table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(value));

function audit<T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return table
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date);
}

/**
 * The rights of 在线表单开发 (form designs and their database sync), as buttons without a screen row yet: the web
 * app's migration adds the 在线开发 menu and its head list screen and moves these under it (as 0011 did for the
 * position rights). Granted to admin.
 */
export const onlineFormRights: MenuSeed[] = buttonRows(
  null,
  'online:cgform',
  [
    ['list', '在线表单查看'],
    ['add', '在线表单新增'],
    ['edit', '在线表单编辑'],
    ['remove', '在线表单移除'],
    ['delete', '在线表单删除'],
    ['sync', '同步数据库'],
    ['syncForce', '强制同步数据库', 'sync-force'],
    ['copy', '复制视图'],
    ['importTable', '从数据库导入', 'import-table'],
    ['export', '导出表单设计'],
    ['import', '导入表单设计'],
  ],
  { idPrefix: 'online-cgform' },
);

export const onlineFormDicts: DictSeed[] = [
  {
    code: 'cgform_table_type',
    name: '表类型',
    items: [
      ['1', '单表'],
      ['2', '主表'],
      ['3', '附表'],
    ],
  },
  {
    code: 'cgform_sync_state',
    name: '同步状态',
    items: [
      ['Y', '已同步', 'green'],
      ['N', '未同步', 'red'],
    ],
  },
  {
    code: 'cgform_theme',
    name: '表单风格',
    items: [
      ['normal', '默认主题'],
      ['erp', 'ERP主题（一对多）'],
      ['innerTable', '内嵌子表主题（一对多）'],
      ['tab', 'Tab主题（一对多）'],
    ],
  },
];

/**
 * Online form designs (ONLINE.md "Tables"): the head (one per designed table), its fields, indexes and buttons.
 * A field keeps the name its column had at the last sync in `db_field_name_old` while it is renamed, so the sync
 * renames the column instead of dropping it; `query_def_val` is the query's default value (查询配置).
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  let head = db.schema
    .createTable('onl_cgform_head')
    .addColumn('id', id, (c) => c.primaryKey())
    // a copy view is named `<table>$<n>`
    .addColumn('table_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('table_txt', 'varchar(200)', (c) => c.notNull())
    .addColumn('table_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('table_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_db_synch', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('is_checkbox', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('is_page', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('is_tree', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('query_mode', 'varchar(10)', (c) => c.notNull().defaultTo('single'))
    .addColumn('id_type', 'varchar(20)')
    .addColumn('relation_type', 'integer')
    .addColumn('sub_table_str', 'varchar(1000)')
    .addColumn('tab_order_num', 'integer')
    .addColumn('tree_parent_id_field', 'varchar(64)')
    .addColumn('tree_id_field', 'varchar(64)')
    .addColumn('tree_fieldname', 'varchar(64)')
    .addColumn('form_template', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
    .addColumn('theme_template', 'varchar(20)', (c) => c.notNull().defaultTo('normal'))
    .addColumn('physic_id', id)
    .addColumn('ext_config_json', 'text');
  head = flag(head, 'copy_type', 0);
  await audit(head).execute();
  await db.schema
    .createIndex('idx_onl_cgform_head_copy')
    .on('onl_cgform_head')
    .columns(['copy_type', 'create_time'])
    .execute();
  await db.schema
    .createIndex('idx_onl_cgform_head_physic')
    .on('onl_cgform_head')
    .column('physic_id')
    .execute();

  let field = db.schema
    .createTable('onl_cgform_field')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('cgform_head_id', id, (c) => c.notNull().references('onl_cgform_head.id').onDelete('cascade'))
    .addColumn('db_field_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('db_field_name_old', 'varchar(64)')
    .addColumn('db_field_txt', 'varchar(200)')
    .addColumn('db_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('db_length', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('db_point_length', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('db_default_val', 'varchar(200)')
    .addColumn('dict_field', 'varchar(100)')
    .addColumn('dict_table', 'varchar(255)')
    .addColumn('dict_text', 'varchar(100)')
    .addColumn('field_show_type', 'varchar(20)', (c) => c.notNull().defaultTo('text'))
    .addColumn('field_valid_type', 'varchar(300)')
    .addColumn('field_extend_json', 'varchar(2000)')
    .addColumn('field_default_value', 'varchar(200)')
    .addColumn('field_href', 'varchar(200)')
    .addColumn('query_mode', 'varchar(10)', (c) => c.notNull().defaultTo('single'))
    .addColumn('query_def_val', 'varchar(200)')
    .addColumn('main_table', 'varchar(64)')
    .addColumn('main_field', 'varchar(64)');
  for (const [name, value] of [
    ['db_is_key', 0],
    ['db_is_null', 1],
    ['field_must_input', 0],
    ['is_query', 0],
    ['is_show_form', 1],
    ['is_show_list', 1],
    ['is_read_only', 0],
    ['sort_flag', 0],
    ['order_num', 0],
  ] as const)
    field = flag(field, name, value);
  await audit(field)
    .addUniqueConstraint('uk_onl_cgform_field_name', ['cgform_head_id', 'db_field_name'])
    .execute();

  await audit(
    db.schema
      .createTable('onl_cgform_index')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('cgform_head_id', id, (c) =>
        c.notNull().references('onl_cgform_head.id').onDelete('cascade'),
      )
      .addColumn('index_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('index_field', 'varchar(1000)', (c) => c.notNull())
      .addColumn('index_type', 'varchar(10)', (c) => c.notNull().defaultTo('normal')),
  )
    .addUniqueConstraint('uk_onl_cgform_index_name', ['cgform_head_id', 'index_name'])
    .execute();

  await audit(
    db.schema
      .createTable('onl_cgform_button')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('cgform_head_id', id, (c) =>
        c.notNull().references('onl_cgform_head.id').onDelete('cascade'),
      )
      .addColumn('button_code', 'varchar(50)', (c) => c.notNull())
      .addColumn('button_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('button_icon', 'varchar(50)')
      .addColumn('button_style', 'varchar(10)', (c) => c.notNull().defaultTo('button'))
      .addColumn('opt_position', 'varchar(10)', (c) => c.notNull().defaultTo('toolbar'))
      .addColumn('opt_type', 'varchar(20)')
      .addColumn('button_status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0)),
  )
    .addUniqueConstraint('uk_onl_cgform_button_code', ['cgform_head_id', 'button_code'])
    .execute();

  await insertDicts(db, onlineFormDicts, now);
  await insertMenu(db, onlineFormRights, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    onlineFormRights.map((m) => m.id),
  );
  await deleteDicts(db, onlineFormDicts);
  for (const table of ['onl_cgform_button', 'onl_cgform_index', 'onl_cgform_field', 'onl_cgform_head'])
    await db.schema.dropTable(table).execute();
}
