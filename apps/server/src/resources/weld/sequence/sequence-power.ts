import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { SequenceAction } from '@weld/core';
import type { AppContext } from '../../../context';
import type { Eb, RowFilter } from '../../../kit/scope';
import { authOf } from '../../../plugins/route-config';

/** The right to act on every sequence (within the organisation set) without a grant. */
export const SEQUENCE_ALL_RIGHT = 'weld:sequence:all';

/**
 * Which sequences the caller may act on: every one (admins, holders of weld:sequence:all), or those named by a grant and those of
 * the models in a granted model node's subtree (id paths, matched as prefixes).
 */
export type SequencePower = 'all' | { sequenceIds: string[]; modelPaths: string[] };

const prefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Today in the server's time zone, as grants store their dates. */
const today = (ctx: AppContext) => ctx.now().slice(0, 10);

/**
 * The grants of `action` valid today that the caller holds: as an active specialist (by username) or
 * through one of their roles (by role code).
 */
async function heldTargets(
  ctx: AppContext,
  request: FastifyRequest,
  action: SequenceAction,
): Promise<{ type: string; id: string }[]> {
  const { principal } = authOf(request);
  const specialist = await ctx.db
    .selectFrom('weld_specialist')
    .select('id')
    .where('username', '=', principal.username)
    .where('status', '=', '1')
    .executeTakeFirst();
  const roleCodes =
    principal.roleIds.length === 0
      ? []
      : (
          await ctx.db
            .selectFrom('sys_role')
            .select('role_code')
            .where('id', 'in', principal.roleIds)
            .execute()
        ).map((r) => r.role_code);
  const holders: Expression<SqlBool>[] = [];
  const day = today(ctx);
  const rows = await ctx.db
    .selectFrom('weld_sequence_power')
    .select(['target_type', 'target_id', 'actions'])
    .where((eb) => {
      if (specialist)
        holders.push(eb.and([eb('grantee_type', '=', 'specialist'), eb('grantee', '=', principal.username)]));
      if (roleCodes.length > 0)
        holders.push(eb.and([eb('grantee_type', '=', 'role'), eb('grantee', 'in', roleCodes)]));
      return holders.length > 0 ? eb.or(holders) : sql<SqlBool>`1 = 0`;
    })
    .where('valid_from', '<=', day)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', day)]))
    .execute();
  return rows
    .filter((r) => r.actions.split(',').includes(action))
    .map((r) => ({ type: r.target_type, id: r.target_id }));
}

/**
 * The sequences the caller may `action`: all for admins and holders of weld:sequence:all, else those
 * their grants valid today reach. The organisation set bounds everyone but admins separately.
 * @example const power = await sequencePower(ctx, request, 'view')
 */
export async function sequencePower(
  ctx: AppContext,
  request: FastifyRequest,
  action: SequenceAction,
): Promise<SequencePower> {
  const { principal } = authOf(request);
  if (principal.isAdmin || principal.codes.has(SEQUENCE_ALL_RIGHT)) return 'all';
  const targets = await heldTargets(ctx, request, action);
  const sequenceIds = [...new Set(targets.filter((t) => t.type === 'sequence').map((t) => t.id))];
  const modelIds = [...new Set(targets.filter((t) => t.type === 'model').map((t) => t.id))];
  const modelPaths =
    modelIds.length === 0
      ? []
      : (await ctx.db.selectFrom('weld_model').select('path').where('id', 'in', modelIds).execute()).map(
          (m) => m.path,
        );
  return { sequenceIds, modelPaths };
}

/** "The weld_sequence row in scope is one `power` reaches", over its `id` and `model_id` columns. */
export function powerCondition(
  ctx: AppContext,
  eb: Eb,
  power: Exclude<SequencePower, 'all'>,
): Expression<SqlBool> {
  const ors: Expression<SqlBool>[] = [];
  if (power.sequenceIds.length > 0) ors.push(eb(sql.ref('id'), 'in', power.sequenceIds));
  if (power.modelPaths.length > 0) {
    const models = ctx.db
      .selectFrom('weld_model as power_m')
      .select('power_m.id')
      .where((inner) => inner.or(power.modelPaths.map((p) => inner('power_m.path', 'like', prefix(p)))));
    ors.push(eb(sql.ref('model_id'), 'in', models));
  }
  return ors.length > 0 ? eb.or(ors) : sql<SqlBool>`1 = 0`;
}

/**
 * Row filters keeping weld_sequence to the rows the caller may `action`; none for admins.
 * @example scope: (c, _def, request) => powerFilters(c, request, 'view')
 */
export async function powerFilters(
  ctx: AppContext,
  request: FastifyRequest,
  action: SequenceAction,
): Promise<RowFilter[]> {
  const power = await sequencePower(ctx, request, action);
  return power === 'all' ? [] : [(eb) => powerCondition(ctx, eb, power)];
}

/**
 * Which of `ids` the caller may `action` (admins: all of them).
 * @example const editable = await sequencesAllowed(ctx, request, 'edit', ids)
 */
export async function sequencesAllowed(
  ctx: AppContext,
  request: FastifyRequest,
  action: SequenceAction,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const power = await sequencePower(ctx, request, action);
  let query = ctx.db.selectFrom('weld_sequence').select('id').where('id', 'in', ids);
  if (power !== 'all') query = query.where((eb) => powerCondition(ctx, eb as unknown as Eb, power));
  return new Set((await query.execute()).map((r) => r.id));
}

/**
 * Whether the caller may `action` on everything below `modelId`: a grant on that model node or a node
 * above it (a new sequence has no grant of its own yet, so adding one needs `edit` on its model).
 * @example if (!(await modelAllowed(ctx, request, 'edit', modelId))) throw new AppError(403, …)
 */
export async function modelAllowed(
  ctx: AppContext,
  request: FastifyRequest,
  action: SequenceAction,
  modelId: string,
): Promise<boolean> {
  const power = await sequencePower(ctx, request, action);
  if (power === 'all') return true;
  const model = await ctx.db
    .selectFrom('weld_model')
    .select('path')
    .where('id', '=', modelId)
    .executeTakeFirst();
  return !!model && power.modelPaths.some((p) => model.path.startsWith(p));
}
