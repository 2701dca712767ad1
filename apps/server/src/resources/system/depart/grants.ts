import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { splitPerms } from '../../../plugins/principals';

/** The body of the two save calls: the ids checked now and those checked when the screen loaded. */
export interface GrantBody {
  permissionIds: string;
  lastpermissionIds?: string;
}

export const grantProperties = {
  permissionIds: { type: 'string', maxLength: 200_000 },
  lastpermissionIds: { type: 'string', maxLength: 200_000 },
} as const;

/** Ids checked now and not before (added) and before and not now (removed). */
export function grantChange(body: GrantBody): { added: string[]; removed: string[] } {
  const now = new Set(splitPerms(body.permissionIds));
  const last = new Set(splitPerms(body.lastpermissionIds ?? ''));
  return { added: [...now].filter((id) => !last.has(id)), removed: [...last].filter((id) => !now.has(id)) };
}

type GrantTable = 'sys_depart_permission' | 'sys_depart_role_permission';
const owner = { sys_depart_permission: 'depart_id', sys_depart_role_permission: 'role_id' } as const;

/** Refuses ids that are not live menu or button rows (400), before anything is written. */
export async function requireKnown(tx: Transaction<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await tx
    .selectFrom('sys_permission')
    .select('id')
    .where('id', 'in', ids)
    .where('del_flag', '=', 0)
    .execute();
  if (known.length !== ids.length) throw new AppError(400, 'sysDepart.unknownPermission');
}

/** Applies a change to one owner's grants (already checked), skipping ids it holds already. */
export async function applyGrants(
  tx: Transaction<Database>,
  table: GrantTable,
  ownerId: string,
  change: { added: string[]; removed: string[] },
): Promise<void> {
  const column = owner[table];
  if (change.added.length > 0) {
    const held = await tx
      .selectFrom(table)
      .select('permission_id')
      .where(column, '=', ownerId)
      .where('permission_id', 'in', change.added)
      .execute();
    const have = new Set(held.map((r) => r.permission_id));
    for (const permissionId of change.added.filter((id) => !have.has(id))) {
      await tx
        .insertInto(table)
        .values({ id: newId(), [column]: ownerId, permission_id: permissionId } as never)
        .execute();
    }
  }
  if (change.removed.length > 0)
    await tx
      .deleteFrom(table)
      .where(column, '=', ownerId)
      .where('permission_id', 'in', change.removed)
      .execute();
}
