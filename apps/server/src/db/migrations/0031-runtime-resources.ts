import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/**
 * Resources defined while the system runs (a published online form): the definition as JSON, served by the
 * kit like a code-defined one. `version` grows on every change, so instances without a shared pub/sub see a
 * change by comparing versions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_runtime_resource')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_runtime_resource').execute();
}
