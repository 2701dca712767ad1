import type { Kysely } from 'kysely';
import { excelRights } from './0005-excel-rights';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** 职务导入 and 职务导出 came parentless (0005); like the other position rights they belong under 职务管理, so 菜单管理 and 授权 show them there. */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('sys_permission')
    .set({ parent_id: 'isystem-position' })
    .where(
      'id',
      'in',
      excelRights.map((r) => r.id),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('sys_permission')
    .set({ parent_id: null })
    .where(
      'id',
      'in',
      excelRights.map((r) => r.id),
    )
    .execute();
}
