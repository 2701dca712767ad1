import { parseListQuery } from '@weld/core';
import type { ListQuery, ResourceDefinition } from '@weld/core';
import { AppError } from '../lib/errors';

/**
 * The list query of a list or export call, or a 400 (before any SQL, before any byte of a file): a paging
 * value out of its bounds names the parameter and the bound, anything else the parameters at fault;
 * `result.problems` lists them all.
 * @example const query = readListQuery(position, request.query as Record<string, unknown>)
 */
export function readListQuery(def: ResourceDefinition, params: Record<string, unknown>): ListQuery {
  const query = parseListQuery(def, params);
  const { problems } = query;
  if (problems.length === 0) return query;
  const paging = problems.find((p) => p.reason === 'outOfRange');
  if (paging)
    throw new AppError(400, 'kit.pageBound', { field: paging.param, limit: paging.limit }, { problems });
  throw new AppError(400, 'kit.badQuery', { params: problems.map((p) => p.param).join(', ') }, { problems });
}
