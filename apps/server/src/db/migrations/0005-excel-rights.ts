import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** Import and export button rights of positions, parentless like the other position rights of 0003. */
export const excelRights: MenuSeed[] = buttonRows(
  null,
  'system:position',
  [
    ['import', '职务导入'],
    ['export', '职务导出'],
  ],
  { idPrefix: 'position', from: 5 },
);

/**
 * The Excel rights, and an index for the position list's rank filter with its default createTime sort
 * (and the export's keyset paging on the same order), so a page stays an index range at a million rows.
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await insertMenu(db, excelRights, now);
  await db.schema
    .createIndex('idx_sys_position_rank_time')
    .on('sys_position')
    .columns(['post_rank', 'create_time', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idx_sys_position_rank_time').on('sys_position').execute();
  await db
    .deleteFrom('sys_role_permission')
    .where(
      'permission_id',
      'in',
      excelRights.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('sys_permission')
    .where(
      'id',
      'in',
      excelRights.map((r) => r.id),
    )
    .execute();
}
