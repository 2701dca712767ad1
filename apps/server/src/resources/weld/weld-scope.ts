import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { RowFilter } from '../../kit/scope';
import { authOf } from '../../plugins/route-config';

/** The right that lifts the organisation set: its holders see every model subtree. */
export const SCOPE_ALL_RIGHT = 'weld:scope:all';

/** What bounds a caller's view of the model tree: everything, or these org prefixes and subtree paths. */
export type ModelReach = 'all' | { orgCodes: string[]; paths: string[] };

/** LIKE pattern meta characters are never in org codes or id paths; escaped anyway so a value is only ever a prefix. */
const prefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The caller's reach over the model tree: holders of `weld:scope:all` (and admins) see all; others see
 * the models their organisations own (an organisation sees its sub-organisations' models too) and the
 * subtrees the organisation set gives their organisations or any organisation above them.
 * @example const reach = await modelReach(ctx, request)
 */
export async function modelReach(ctx: AppContext, request: FastifyRequest): Promise<ModelReach> {
  const { principal } = authOf(request);
  if (principal.isAdmin || principal.codes.has(SCOPE_ALL_RIGHT)) return 'all';
  const user = await ctx.db
    .selectFrom('sys_user')
    .select('org_code')
    .where('id', '=', principal.userId)
    .executeTakeFirst();
  const departs = await ctx.db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select('d.org_code')
    .where('ud.user_id', '=', principal.userId)
    .execute();
  const orgCodes = [
    ...new Set([user?.org_code, ...departs.map((d) => d.org_code)].filter((c): c is string => !!c)),
  ];
  if (orgCodes.length === 0) return { orgCodes, paths: [] };
  // org codes grow three characters a level (A01, A01A03 …): the organisations above a code are its prefixes
  const withAncestors = [
    ...new Set(
      orgCodes.flatMap((code) =>
        Array.from({ length: Math.floor(code.length / 3) }, (_, i) => code.slice(0, (i + 1) * 3)),
      ),
    ),
  ];
  const granted = await ctx.db
    .selectFrom('weld_org_model as o')
    .innerJoin('weld_model as m', 'm.id', 'o.model_id')
    .select('m.path')
    .where('o.org_code', 'in', withAncestors)
    .execute();
  return { orgCodes, paths: [...new Set(granted.map((g) => g.path))] };
}

/**
 * The condition "this weld_model row (under `alias`) is within reach"; `false` when nothing is.
 * @example db.selectFrom('weld_model as m').where((eb) => reachCondition(eb, reach, 'm'))
 */
export function reachCondition(
  eb: Parameters<RowFilter>[0],
  reach: Exclude<ModelReach, 'all'>,
  alias: string,
): Expression<SqlBool> {
  const ors: Expression<SqlBool>[] = [
    ...reach.orgCodes.map((code) => eb(sql.ref(`${alias}.org_code`), 'like', prefix(code))),
    ...reach.paths.map((path) => eb(sql.ref(`${alias}.path`), 'like', prefix(path))),
  ];
  return ors.length > 0 ? eb.or(ors) : sql<SqlBool>`1 = 0`;
}

/**
 * Row filters that keep a weld table's rows to the models in the caller's reach, through its `column`
 * holding a weld_model id (`id` for weld_model itself). Use as a resource's `scope` hook, so lists,
 * exports, details, edits and deletes all obey the organisation set.
 * @example scope: (ctx, _def, request) => modelScopeFilters(ctx, request, 'model_id')
 */
export async function modelScopeFilters(
  ctx: AppContext,
  request: FastifyRequest,
  column = 'model_id',
): Promise<RowFilter[]> {
  const reach = await modelReach(ctx, request);
  if (reach === 'all') return [];
  return [
    (eb) =>
      eb(
        sql.ref(column),
        'in',
        ctx.db
          .selectFrom('weld_model as reach_m')
          .select('reach_m.id')
          .where((inner) => reachCondition(inner as never, reach, 'reach_m')),
      ),
  ];
}
