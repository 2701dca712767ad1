import type { CreateTableBuilder, Kysely } from 'kysely';

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

function link(
  db: Kysely<any>,
  name: string,
  left: [string, string],
  right: [string, string],
  rightType: typeof id | 'integer' = id,
) {
  return db.schema
    .createTable(name)
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn(left[0], id, (c) => c.notNull().references(`${left[1]}.id`).onDelete('cascade'))
    .addColumn(right[0], rightType, (c) => c.notNull().references(`${right[1]}.id`).onDelete('cascade'))
    .addUniqueConstraint(`uk_${name}`, [left[0], right[0]])
    .execute();
}

/** The system tables of the foundation, with the original platform's names. */
export async function up(db: Kysely<any>): Promise<void> {
  await audit(
    db.schema
      .createTable('sys_tenant')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await audit(
    db.schema
      .createTable('sys_user')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('username', 'varchar(100)', (c) => c.notNull())
      .addColumn('realname', 'varchar(100)', (c) => c.notNull())
      .addColumn('password', 'varchar(255)', (c) => c.notNull())
      .addColumn('salt', 'varchar(64)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('birthday', 'varchar(10)')
      .addColumn('sex', 'integer')
      .addColumn('email', 'varchar(100)')
      .addColumn('phone', 'varchar(45)')
      .addColumn('org_code', 'varchar(64)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lang', 'varchar(10)')
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('uk_sys_user_username', ['username']),
  ).execute();

  await audit(
    db.schema
      .createTable('sys_role')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addUniqueConstraint('uk_sys_role_code', ['role_code']),
  ).execute();

  await audit(
    db.schema
      .createTable('sys_permission')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('parent_id', id)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('title_key', 'varchar(255)')
      .addColumn('url', 'varchar(255)')
      .addColumn('link_url', 'varchar(500)')
      .addColumn('component', 'varchar(255)')
      .addColumn('component_name', 'varchar(100)')
      .addColumn('redirect', 'varchar(255)')
      .addColumn('menu_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('perms', 'varchar(1000)')
      .addColumn('perms_type', 'varchar(10)')
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon', 'varchar(100)')
      .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hide_tab', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('idx_sys_permission_parent').on('sys_permission').column('parent_id').execute();

  await audit(
    db.schema
      .createTable('sys_depart')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('parent_id', id)
      .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('org_category', 'varchar(10)')
      .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('uk_sys_depart_org_code', ['org_code']),
  ).execute();

  await audit(
    db.schema
      .createTable('sys_dict')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('dict_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('uk_sys_dict_code', ['dict_code']),
  ).execute();

  await audit(
    db.schema
      .createTable('sys_dict_item')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('dict_id', id, (c) => c.notNull().references('sys_dict.id').onDelete('cascade'))
      .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
      .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
      .addColumn('item_color', 'varchar(20)')
      .addColumn('description', 'varchar(255)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('idx_sys_dict_item_dict').on('sys_dict_item').column('dict_id').execute();

  await link(db, 'sys_user_role', ['user_id', 'sys_user'], ['role_id', 'sys_role']);
  await link(db, 'sys_role_permission', ['role_id', 'sys_role'], ['permission_id', 'sys_permission']);
  await link(db, 'sys_user_depart', ['user_id', 'sys_user'], ['dep_id', 'sys_depart']);
  await link(db, 'sys_user_tenant', ['user_id', 'sys_user'], ['tenant_id', 'sys_tenant'], 'integer');

  await db.schema
    .createTable('sys_log')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('log_content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('userid', id)
    .addColumn('username', 'varchar(100)')
    .addColumn('ip', 'varchar(100)')
    .addColumn('method', 'varchar(10)')
    .addColumn('request_url', 'varchar(255)')
    .addColumn('cost_time', 'integer')
    .addColumn('create_time', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_log_type_time')
    .on('sys_log')
    .columns(['log_type', 'create_time'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sys_log',
    'sys_user_tenant',
    'sys_user_depart',
    'sys_role_permission',
    'sys_user_role',
    'sys_dict_item',
    'sys_dict',
    'sys_depart',
    'sys_permission',
    'sys_role',
    'sys_user',
    'sys_tenant',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
