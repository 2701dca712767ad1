import type { SuperQueryItem } from '../contract/super-query';
import type { QueryRule } from '../contract/query-types';
import { BUILDER_RULES } from './types';
import type { MatchType, QueryCondition, SuperQuery } from './types';
import { usableConditions, valueList } from './rows';

/** The list parameters of a super query (DESIGN.md §4). */
export interface SuperQueryParams {
  superQueryParams: string;
  superQueryMatchType: MatchType;
}

/**
 * The usable rows as they travel and are kept: field, rule, val (arrays joined with a comma, spec
 * widgets §5), type and dbType; the dictionary info comes back from the field list.
 * @example compactConditions([{ field: 'process', rule: 'in', val: ['MIG', 'TIG'], type: 'list', dictCode: 'weld_process' }]) // [{ field: 'process', rule: 'in', val: 'MIG,TIG', type: 'list' }]
 */
export function compactConditions(rows: readonly QueryCondition[]): QueryCondition[] {
  return usableConditions(rows).map((row) => {
    const out: QueryCondition = {
      field: row.field,
      rule: row.rule,
      val: Array.isArray(row.val) ? valueList(row.val).join(',') : row.val.trim(),
    };
    if (row.type) out.type = row.type;
    if (row.dbType) out.dbType = row.dbType;
    return out;
  });
}

/** The server's items of the usable rows. @example toSuperQueryItems(rows) // [{ field: 'name', rule: 'like', val: '焊' }] */
export function toSuperQueryItems(rows: readonly QueryCondition[]): SuperQueryItem[] {
  return compactConditions(rows);
}

/**
 * `superQueryParams` (JSON) and `superQueryMatchType` of a query, or null when nothing can run.
 * @example toSuperQueryParams({ matchType: 'or', params: rows })?.superQueryMatchType // 'or'
 */
export function toSuperQueryParams(query: SuperQuery | null | undefined): SuperQueryParams | null {
  const items = query ? toSuperQueryItems(query.params) : [];
  if (!query || items.length === 0) return null;
  return { superQueryParams: JSON.stringify(items), superQueryMatchType: query.matchType };
}

function itemOf(raw: unknown): QueryCondition | null {
  if (!raw || typeof raw !== 'object') return null;
  const { field, rule, val, type, dbType } = raw as Record<string, unknown>;
  if (typeof field !== 'string' || !field || !(BUILDER_RULES as readonly string[]).includes(String(rule)))
    return null;
  if (typeof val !== 'string' && typeof val !== 'number' && !Array.isArray(val)) return null;
  const row: QueryCondition = {
    field,
    rule: rule as QueryRule,
    val: Array.isArray(val) ? val.map(String) : String(val),
  };
  if (typeof type === 'string') row.type = type as QueryCondition['type'];
  if (typeof dbType === 'string') row.dbType = dbType;
  return row;
}

/**
 * A query read back from list parameters (a shared URL); anything malformed is dropped, an empty
 * result is null.
 * @example readSuperQuery('[{"field":"name","rule":"like","val":"焊"}]', 'or') // { matchType: 'or', params: [{ field: 'name', … }] }
 */
export function readSuperQuery(
  raw: string | null | undefined,
  matchType: string | null | undefined,
): SuperQuery | null {
  if (!raw) return null;
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(items)) return null;
  const params = items.map(itemOf).filter((r): r is QueryCondition => r !== null);
  return params.length > 0 ? { matchType: matchType === 'or' ? 'or' : 'and', params } : null;
}
