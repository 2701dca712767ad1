import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ModelSearchResult } from '@weld/core';
import type { AppContext } from '../../../context';
import { likePattern } from '../../../kit/table';
import { modelReach, reachCondition } from '../weld-scope';

/** At most this many matches are answered; the screen says when there were more. */
export const SEARCH_LIMIT = 50;

/** The ids above a node, top down, read from its '/root/…/own/' path. */
export const ancestorsOf = (path: string): string[] => path.split('/').filter(Boolean).slice(0, -1);

/**
 * Nodes within the caller's reach whose code or name contains `keyword` (any case), in tree order,
 * capped at SEARCH_LIMIT; ancestors out of reach are left out, so a reply names nothing a list would hide.
 * @example await searchModels(ctx, request, 'nb-3') // { hits: [{ code: 'NB-350', ancestorIds: [lineId, seriesId] … }] }
 */
export async function searchModels(
  ctx: AppContext,
  request: FastifyRequest,
  keyword: string,
): Promise<ModelSearchResult> {
  const pattern = likePattern('like', keyword.trim().toLowerCase());
  const reach = await modelReach(ctx, request);
  let query = ctx.db
    .selectFrom('weld_model as m')
    .select(['m.id', 'm.code', 'm.name', 'm.node_type', 'm.path'])
    .where((eb) =>
      eb.or([
        sql<SqlBool>`lower(${sql.ref('m.code')}) like ${pattern} escape '!'`,
        sql<SqlBool>`lower(${sql.ref('m.name')}) like ${pattern} escape '!'`,
      ]),
    );
  if (reach !== 'all') query = query.where((eb) => reachCondition(eb as never, reach, 'm'));
  const rows = await query
    .orderBy('m.code')
    .limit(SEARCH_LIMIT + 1)
    .execute();
  const shown = rows.slice(0, SEARCH_LIMIT);
  const above = [...new Set(shown.flatMap((r) => ancestorsOf(r.path)))];
  let visible = new Set(above);
  if (reach !== 'all' && above.length > 0) {
    const seen = await ctx.db
      .selectFrom('weld_model as m')
      .select('m.id')
      .where('m.id', 'in', above)
      .where((eb) => reachCondition(eb as never, reach, 'm'))
      .execute();
    visible = new Set(seen.map((r) => r.id));
  }
  return {
    hits: shown.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      nodeType: r.node_type,
      ancestorIds: ancestorsOf(r.path).filter((id) => visible.has(id)),
    })),
    truncated: rows.length > SEARCH_LIMIT,
  };
}
