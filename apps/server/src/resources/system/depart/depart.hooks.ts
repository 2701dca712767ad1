import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';
import type { KitTx } from '../../../kit/table';
import { nextOrgCode, PENDING_CODE_PREFIX } from './org-code';

/** The kit's untyped transaction as the typed one (same connection, same tables). */
export const typed = (tx: KitTx) => tx as unknown as Transaction<Database>;

function parentIdOf(body: unknown): string | null {
  const value = (body as { parentId?: unknown } | null)?.parentId;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 32) throw new AppError(400, 'sysDepart.parentMissing');
  return value;
}

/**
 * Refuses to delete departments that still have users or sub-departments outside the deletion (the
 * message names the department and why); otherwise removes their rights and department roles.
 */
async function refuseOrClean(tx: Transaction<Database>, ids: string[]): Promise<void> {
  const child = await tx
    .selectFrom('sys_depart as c')
    .innerJoin('sys_depart as p', 'p.id', 'c.parent_id')
    .select('p.depart_name')
    .where('c.parent_id', 'in', ids)
    .where('c.id', 'not in', ids)
    .where('c.del_flag', '=', 0)
    .executeTakeFirst();
  if (child) throw new AppError(409, 'sysDepart.hasChildren', { name: child.depart_name });
  const member = await tx
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_user as u', 'u.id', 'ud.user_id')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select('d.depart_name')
    .where('ud.dep_id', 'in', ids)
    .where('u.del_flag', '=', 0)
    .executeTakeFirst();
  if (member) throw new AppError(409, 'sysDepart.hasUsers', { name: member.depart_name });
  const roles = tx.selectFrom('sys_depart_role').select('id').where('depart_id', 'in', ids);
  await tx.deleteFrom('sys_depart_role_permission').where('role_id', 'in', roles).execute();
  await tx.deleteFrom('sys_depart_role_user').where('drole_id', 'in', roles).execute();
  await tx.deleteFrom('sys_depart_role').where('depart_id', 'in', ids).execute();
  await tx.deleteFrom('sys_depart_permission').where('depart_id', 'in', ids).execute();
  // links of deleted users would otherwise keep the department "in use" for ever
  await tx.deleteFrom('sys_user_depart').where('dep_id', 'in', ids).execute();
}

/**
 * The department resource beyond the kit: on add the row is written with a pending code and draws its
 * org code inside the same transaction (nextOrgCode locks the level); parentId is read on add only;
 * delete is refused while users or sub-departments remain.
 */
export function departHooks(ctx: AppContext): ResourceHooks {
  return {
    beforeWrite: (columns, { mode, id, request }) => {
      if (mode !== 'add') return;
      columns.parent_id = parentIdOf(request.body);
      columns.org_code = `${PENDING_CODE_PREFIX}${id}`;
    },
    afterWrite: async (tx, { mode, id, body }) => {
      if (mode !== 'add') return;
      const orgCode = await nextOrgCode(typed(tx), parentIdOf(body));
      await typed(tx).updateTable('sys_depart').set({ org_code: orgCode }).where('id', '=', id).execute();
    },
    beforeDelete: (tx, ids) => refuseOrClean(typed(tx), ids),
    // the parent is where a department sits, not a field a form edits
    decorate: async (records) => {
      if (records.length === 0) return;
      const rows = await ctx.db
        .selectFrom('sys_depart')
        .select(['id', 'parent_id'])
        .where(
          'id',
          'in',
          records.map((r) => r.id),
        )
        .execute();
      const parents = new Map(rows.map((r) => [r.id, r.parent_id]));
      for (const record of records) record.parentId = parents.get(record.id) ?? null;
    },
  };
}
