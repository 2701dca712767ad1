import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { RowFilter } from '../../../kit/scope';
import { modelReach, reachCondition } from '../weld-scope';

const prefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Messages within the caller's reach: those on a model in reach, and those tied to no model that belong
 * to the caller's organisations (or their sub-organisations).
 * @example scope: (ctx, _def, request) => messageScopeFilters(ctx, request)
 */
export async function messageScopeFilters(ctx: AppContext, request: FastifyRequest): Promise<RowFilter[]> {
  const reach = await modelReach(ctx, request);
  if (reach === 'all') return [];
  const inReach = ctx.db
    .selectFrom('weld_model as reach_m')
    .select('reach_m.id')
    .where((inner) => reachCondition(inner as never, reach, 'reach_m'));
  return [
    (eb) =>
      eb.or([
        eb(sql.ref('model_id'), 'in', inReach),
        eb.and([
          eb(sql.ref('model_id'), 'is', null),
          reach.orgCodes.length > 0
            ? eb.or(reach.orgCodes.map((code) => eb(sql.ref('org_code'), 'like', prefix(code))))
            : sql<boolean>`1 = 0`,
        ]),
      ]),
  ];
}
