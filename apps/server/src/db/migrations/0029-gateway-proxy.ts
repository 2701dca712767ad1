import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/**
 * What the gateway needs to proxy a route: whether anyone may call it without signing in (never by
 * default), the right a caller must hold (empty: administrators only) and the upstream timeout.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sys_gateway_route')
    .addColumn('anonymous', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema.alterTable('sys_gateway_route').addColumn('perms', 'varchar(100)').execute();
  await db.schema
    .alterTable('sys_gateway_route')
    .addColumn('timeout_seconds', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['timeout_seconds', 'perms', 'anonymous'])
    await db.schema.alterTable('sys_gateway_route').dropColumn(column).execute();
}
