import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/**
 * Lists' usual filter with their default createTime order, so a page and its capped count stay one index
 * range at a million rows (as the position rank filter's do, 0005): positions by department (orgCode,
 * about a hundred values), the system log by its tab (log_type: sign-ins, operations).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('idx_sys_position_org_time').on('sys_position').columns(['org_code', 'create_time', 'id']).execute();
  await db.schema.createIndex('idx_sys_log_type_time').on('sys_log').columns(['log_type', 'create_time', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idx_sys_log_type_time').on('sys_log').execute();
  await db.schema.dropIndex('idx_sys_position_org_time').on('sys_position').execute();
}
