import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/**
 * The position list by department (orgCode, about a hundred values) in its default createTime order: a
 * page and its capped count stay one index range at a million rows, as the rank filter's do (0005). The
 * system log's tabs (log_type by create_time) have theirs since 0001.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('idx_sys_position_org_time')
    .on('sys_position')
    .columns(['org_code', 'create_time', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idx_sys_position_org_time').on('sys_position').execute();
}
