import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteMenu } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/**
 * 全部程序可用 under 程序列表: its holders (a process department's head, say) view, download, edit and push
 * every sequence in their model reach without a grant in 程序权限; everyone else but admins needs grants.
 */
export const weldSequenceAllMenu: MenuSeed[] = [
  ...buttonRows('iweld-sequence', 'weld:sequence', [['all', '全部程序可用']], { from: 90 }),
];

export async function up(db: Kysely<any>, now: string): Promise<void> {
  await insertMenu(db, weldSequenceAllMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    weldSequenceAllMenu.map((m) => m.id),
  );
}
