import type { CreateTableBuilder, Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

function audit<T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return table
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date);
}

/**
 * The right of 在线报表 design (every designer call, the head list included), as a button without a screen row yet:
 * the web app's migration adds the report head list screen and moves it under 在线开发. Granted to admin. Viewing a
 * report needs that report's own right, `online:report:<code>:view`, written with the report.
 */
export const onlineReportRights: MenuSeed[] = buttonRows(null, 'online:report', [['design', '报表设计']], {
  idPrefix: 'online-report',
});

/**
 * Online reports (ONLINE.md "Tables"): the head (code, name, the SELECT, its data source), its columns and its
 * `${param}` parameters.
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await audit(
    db.schema
      .createTable('onl_cgreport_head')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('cgr_sql', 'text', (c) => c.notNull())
      .addColumn('db_source', 'varchar(100)'),
  ).execute();
  await db.schema
    .createIndex('idx_onl_cgreport_head_time')
    .on('onl_cgreport_head')
    .column('create_time')
    .execute();

  await audit(
    db.schema
      .createTable('onl_cgreport_item')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('cgrhead_id', id, (c) => c.notNull().references('onl_cgreport_head.id').onDelete('cascade'))
      .addColumn('field_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('field_txt', 'varchar(200)')
      .addColumn('field_type', 'varchar(20)', (c) => c.notNull().defaultTo('String'))
      .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_search', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('search_mode', 'varchar(10)', (c) => c.notNull().defaultTo('single'))
      .addColumn('dict_code', 'varchar(100)')
      .addColumn('field_href', 'varchar(200)')
      .addColumn('is_total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0)),
  )
    .addUniqueConstraint('uk_onl_cgreport_item_name', ['cgrhead_id', 'field_name'])
    .execute();

  await audit(
    db.schema
      .createTable('onl_cgreport_param')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('cgrhead_id', id, (c) => c.notNull().references('onl_cgreport_head.id').onDelete('cascade'))
      .addColumn('param_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('param_txt', 'varchar(200)')
      .addColumn('param_value', 'varchar(200)')
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0)),
  )
    .addUniqueConstraint('uk_onl_cgreport_param_name', ['cgrhead_id', 'param_name'])
    .execute();

  await insertMenu(db, onlineReportRights, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  // the design right and every report's view right (`rpview-<report id>`)
  for (const pattern of ['online-report-%', 'rpview-%']) {
    await db.deleteFrom('sys_role_permission').where('permission_id', 'like', pattern).execute();
    await db.deleteFrom('sys_permission').where('id', 'like', pattern).execute();
  }
  for (const table of ['onl_cgreport_param', 'onl_cgreport_item', 'onl_cgreport_head'])
    await db.schema.dropTable(table).execute();
}
