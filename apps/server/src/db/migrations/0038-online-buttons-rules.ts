import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

/**
 * Declarative enhancements of online forms (ONLINE.md: no admin-written code runs): a custom button's structured
 * action (`button_action`, the JSON of its assignments or registered action name), the form's field linkage rules
 * (`onl_cgform_rule`), and the last revisions of both (`onl_cgform_enhance_rev`, at most 16 per form).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('onl_cgform_button').addColumn('button_action', 'text').execute();
  await db.schema
    .createTable('onl_cgform_rule')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('cgform_head_id', id, (c) => c.notNull().references('onl_cgform_head.id').onDelete('cascade'))
    .addColumn('field_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('field_values', 'text', (c) => c.notNull())
    .addColumn('target_field', 'varchar(64)', (c) => c.notNull())
    .addColumn('effect', 'varchar(10)', (c) => c.notNull())
    .addColumn('effect_options', 'text')
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('idx_onl_cgform_rule_head')
    .on('onl_cgform_rule')
    .column('cgform_head_id')
    .execute();
  await db.schema
    .createTable('onl_cgform_enhance_rev')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('cgform_head_id', id, (c) => c.notNull().references('onl_cgform_head.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .execute();
  await db.schema
    .createIndex('idx_onl_cgform_enhance_rev_head')
    .on('onl_cgform_enhance_rev')
    .columns(['cgform_head_id', 'create_time'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('onl_cgform_enhance_rev').execute();
  await db.schema.dropTable('onl_cgform_rule').execute();
  await db.schema.alterTable('onl_cgform_button').dropColumn('button_action').execute();
}
