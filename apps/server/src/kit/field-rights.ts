import type { FastifyRequest } from 'fastify';
import { fieldDenials, NO_FIELD_DENIALS, withoutFields } from '@weld/core';
import type { FieldDenials, PermissionItem, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { authOf } from '../plugins/route-config';

/** The switched-on field rules of a definition: 按钮/权限 rows whose code names one of its fields. */
async function fieldRules(ctx: AppContext, def: ResourceDefinition): Promise<PermissionItem[]> {
  const rows = await ctx.db
    .selectFrom('sys_permission')
    .select(['perms', 'perms_type', 'status'])
    .where('del_flag', '=', 0)
    .where('status', '=', '1')
    .where('perms', 'like', `%${def.permission}:field:%`)
    .execute();
  return rows.map((r) => ({
    action: r.perms ?? '',
    type: r.perms_type === '2' ? '2' : '1',
    describe: '',
    status: '1',
  }));
}

/**
 * The fields of a definition the caller may not see or change (spec shell §6, query permission; core's
 * fieldDenials). Admins hold every right. Kept per user with the principal, so a change in 菜单管理 or a
 * role's grants (which drop the principals) takes effect on the next call.
 * @example const { hidden } = await fieldDenialsOf(ctx, position, request)
 */
export async function fieldDenialsOf(
  ctx: AppContext,
  def: ResourceDefinition,
  request: FastifyRequest,
): Promise<FieldDenials> {
  const { principal } = authOf(request);
  if (principal.isAdmin) return NO_FIELD_DENIALS;
  const json = await ctx.principals.memo(principal.userId, `fields:${def.name}`, async () =>
    JSON.stringify(fieldDenials(def, await fieldRules(ctx, def), principal.codes)),
  );
  return JSON.parse(json) as FieldDenials;
}

/**
 * The definition as the caller may read it: hidden fields are neither selected, answered, exported,
 * searched nor sorted on (a query naming one is a 400, as for any field the definition lacks).
 * @example listRecords(ctx, await readableFor(ctx, def, request), params, scope, lang)
 */
export async function readableFor(
  ctx: AppContext,
  def: ResourceDefinition,
  request: FastifyRequest,
): Promise<ResourceDefinition> {
  return withoutFields(def, (await fieldDenialsOf(ctx, def, request)).hidden);
}

/**
 * The field keys the caller may not write: hidden and disabled ones.
 * @example const body = withoutKeys(request.body, await unwritableKeys(ctx, def, request))
 */
export async function unwritableKeys(
  ctx: AppContext,
  def: ResourceDefinition,
  request: FastifyRequest,
): Promise<string[]> {
  const denied = await fieldDenialsOf(ctx, def, request);
  return [...denied.hidden, ...denied.disabled];
}

/**
 * A write's body without the fields the caller may not write, whatever it says: an edit keeps their stored
 * values, an add gives them their defaults (a required one without a default is refused as missing).
 * @example withoutKeys({ code: 'W1', postRank: '3' }, ['postRank']) // { code: 'W1' }
 */
export function withoutKeys<T extends Record<string, unknown>>(body: T, keys: readonly string[]): T {
  if (keys.length === 0) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key))) as T;
}
