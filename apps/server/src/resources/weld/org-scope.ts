import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Eb, RowFilter } from '../../kit/scope';
import { modelReach, reachCondition } from './weld-scope';

/** The columns of a weld table that tie a row to an organisation and, optionally, to a model. */
export interface OrgColumns {
  org: string;
  model?: string;
}

/**
 * Row filters for weld tables owned by an organisation (projects, manual users): a caller reaches the rows
 * of their organisations and sub-organisations, and rows on a model their reach covers (the organisation set).
 * Admins and holders of weld:scope:all reach everything.
 * @example scope: (ctx, _def, request) => orgScopeFilters(ctx, request, { org: 'org_code', model: 'model_id' })
 */
export async function orgScopeFilters(
  ctx: AppContext,
  request: FastifyRequest,
  columns: OrgColumns,
): Promise<RowFilter[]> {
  const reach = await modelReach(ctx, request);
  if (reach === 'all') return [];
  return [
    (eb: Eb) => {
      // org codes are letters and digits (A01A03): the `like` value is a plain prefix
      const ors: Expression<SqlBool>[] = reach.orgCodes.map((code) =>
        eb(sql.ref(columns.org), 'like', `${code}%`),
      );
      if (columns.model) {
        const models = ctx.db
          .selectFrom('weld_model as reach_m')
          .select('reach_m.id')
          .where((inner) => reachCondition(inner as never, reach, 'reach_m'));
        ors.push(eb(sql.ref(columns.model), 'in', models));
      }
      return ors.length > 0 ? eb.or(ors) : sql<SqlBool>`1 = 0`;
    },
  ];
}
