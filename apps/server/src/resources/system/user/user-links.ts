import type { FastifyRequest } from 'fastify';
import { newId } from '../../../db/ids';
import { ADMIN_ROLE_CODE } from '../../../db/seed-ids';
import { AppError } from '../../../lib/errors';
import type { KitDb, KitTx, Row } from '../../../kit/table';
import { authOf } from '../../../plugins/route-config';

const MAX_LINKS = 500;

/**
 * Ids of a link field of an add/edit body: null when the body leaves it out (the links stay as they
 * are), otherwise the distinct ids of a comma-joined string ('' clears them).
 * @example linkIds({ selectedroles: 'r1,r2' }, 'selectedroles') // ['r1', 'r2']
 */
export function linkIds(body: Row, key: string): string[] | null {
  if (!Object.hasOwn(body, key) || body[key] === null || body[key] === undefined) return null;
  const raw = body[key];
  if (typeof raw !== 'string') throw new AppError(400, 'validation.type', { field: key, type: 'string' });
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_LINKS) throw new AppError(400, 'sysUser.badIds', { max: MAX_LINKS });
  return ids;
}

async function unknownIds(tx: KitTx, table: string, ids: string[], live: boolean): Promise<string[]> {
  if (ids.length === 0) return [];
  let query = tx.selectFrom(table).select('id').where('id', 'in', ids);
  if (live) query = query.where('del_flag', '=', 0);
  const found = new Set((await query.execute()).map((r) => String(r.id)));
  return ids.filter((id) => !found.has(id));
}

/** Live users holding the admin role, leaving out `except`. */
export async function otherAdmins(db: KitDb | KitTx, except: string[]): Promise<number> {
  let query = db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .innerJoin('sys_user as u', 'u.id', 'ur.user_id')
    .where('r.role_code', '=', ADMIN_ROLE_CODE)
    .where('u.del_flag', '=', 0);
  if (except.length > 0) query = query.where('u.id', 'not in', except);
  const row = await query.select((eb) => eb.fn.count('u.id').distinct().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which of these users hold the admin role. */
export async function adminsAmong(db: KitDb | KitTx, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('r.role_code', '=', ADMIN_ROLE_CODE)
    .where('ur.user_id', 'in', userIds)
    .execute();
  return [...new Set(rows.map((r) => String(r.user_id)))];
}

/**
 * Replaces a user's roles inside the write's transaction: every id must be a role (400 naming the
 * unknown ones), only an administrator grants the admin role, and the last administrator keeps it.
 */
export async function replaceRoles(
  tx: KitTx,
  userId: string,
  roleIds: string[],
  request: FastifyRequest,
): Promise<void> {
  const unknown = await unknownIds(tx, 'sys_role', roleIds, false);
  if (unknown.length > 0) throw new AppError(400, 'sysUser.unknownRoles', { ids: unknown.join(', ') });
  const adminRoles =
    roleIds.length === 0
      ? []
      : await tx
          .selectFrom('sys_role')
          .select('id')
          .where('id', 'in', roleIds)
          .where('role_code', '=', ADMIN_ROLE_CODE)
          .execute();
  const wasAdmin = (await adminsAmong(tx, [userId])).length > 0;
  if (adminRoles.length > 0 && !wasAdmin && !authOf(request).principal.isAdmin)
    throw new AppError(403, 'errors.forbidden');
  if (wasAdmin && adminRoles.length === 0 && (await otherAdmins(tx, [userId])) === 0)
    throw new AppError(400, 'sysUser.lastAdmin');
  await tx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  for (const roleId of roleIds)
    await tx.insertInto('sys_user_role').values({ id: newId(), user_id: userId, role_id: roleId }).execute();
}

/**
 * Replaces a user's departments inside the write's transaction (400 naming unknown ones); a current
 * department (org_code) that is no longer one of them moves to the first one, as login expects.
 */
export async function replaceDeparts(tx: KitTx, userId: string, departIds: string[]): Promise<void> {
  const unknown = await unknownIds(tx, 'sys_depart', departIds, true);
  if (unknown.length > 0) throw new AppError(400, 'sysUser.unknownDeparts', { ids: unknown.join(', ') });
  await tx.deleteFrom('sys_user_depart').where('user_id', '=', userId).execute();
  for (const depId of departIds)
    await tx.insertInto('sys_user_depart').values({ id: newId(), user_id: userId, dep_id: depId }).execute();
  const codes =
    departIds.length === 0
      ? []
      : await tx.selectFrom('sys_depart').select(['id', 'org_code']).where('id', 'in', departIds).execute();
  const user = await tx.selectFrom('sys_user').select('org_code').where('id', '=', userId).executeTakeFirst();
  const current = user?.org_code ? String(user.org_code) : null;
  if (current && codes.some((c) => c.org_code === current)) return;
  const first = codes.find((c) => c.id === departIds[0]);
  await tx
    .updateTable('sys_user')
    .set({ org_code: first ? String(first.org_code) : null })
    .where('id', '=', userId)
    .execute();
}
