import type { Field, ResourceDefinition } from '../resource/define';
import { isSecret } from '../resource/fields';
import { parseSuperQuery } from './super-query';
import { coerce } from './query-values';
import type { Condition, ListQuery, QueryProblem, QueryRule } from './query-types';

export const DEFAULT_PAGE_SIZE = 10;
/** The most rows a page holds: a larger pageSize is served this many. */
export const MAX_PAGE_SIZE = 1000;
/**
 * The largest pageNo or pageSize a list accepts; beyond it the call is refused (400). It keeps every
 * offset, (pageNo - 1) × pageSize, a plain integer each database takes (at most 10^9).
 */
export const MAX_PAGE_PARAM = 1_000_000;

/** Parameters of a list call that are not field filters. */
const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'superQueryParams',
  'superQueryMatchType',
  '_t',
  'field',
  'selections',
  'totalExact',
]);

/** The key column every resource has (definitions may not name a field `id`): always sortable. */
export const ID_COLUMN = 'id';

const COMPARISON = /^(>=|<=|>|<)\s*(.+)$/;
const COMPARISON_RULES: Record<string, QueryRule> = { '>=': 'ge', '<=': 'le', '>': 'gt', '<': 'lt' };

/** The rule and raw value(s) a search value carries: `*x*`, `x*`, `*x`, `!x`, `a,b`, `>= 5`, else the field's mode. */
export function decodeValue(
  raw: string,
  mode: 'eq' | 'like' | 'range',
): { rule: QueryRule; value: string | string[] } {
  const comparison = COMPARISON.exec(raw);
  if (comparison) return { rule: COMPARISON_RULES[comparison[1]], value: comparison[2].trim() };
  if (raw.startsWith('!') && raw.length > 1) return { rule: 'ne', value: raw.slice(1) };
  if (raw.length > 2 && raw.startsWith('*') && raw.endsWith('*'))
    return { rule: 'like', value: raw.slice(1, -1) };
  if (raw.length > 1 && raw.endsWith('*')) return { rule: 'right_like', value: raw.slice(0, -1) };
  if (raw.length > 1 && raw.startsWith('*')) return { rule: 'left_like', value: raw.slice(1) };
  if (raw.includes(','))
    return {
      rule: 'in',
      value: raw
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    };
  return { rule: mode === 'like' ? 'like' : 'eq', value: raw };
}

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined || v === null ? undefined : String(v);
}

/** A paging parameter: a whole number from 1 to MAX_PAGE_PARAM, the fallback when absent, else null. */
function pageParam(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined || raw.trim() === '') return fallback;
  const text = raw.trim();
  return /^\d{1,7}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_PAGE_PARAM ? Number(text) : null;
}

/** `totalExact`: absent, `true` or `false`; anything else is a problem (null). */
function exactParam(raw: string | undefined): boolean | null {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  return raw === 'true' ? true : null;
}

/**
 * Rows to skip for a page, as a safe integer.
 * @example pageOffset(3, 20) // 40
 */
export function pageOffset(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

function searchable(def: ResourceDefinition, key: string): Field | undefined {
  const field = def.fields[key];
  return field && !isSecret(field) && field.search ? field : undefined;
}

function filterOf(field: Field, param: string, raw: string, problems: QueryProblem[]): Condition | null {
  let decoded: { rule: QueryRule; value: string | string[] };
  if (param.endsWith('_begin'))
    decoded = { rule: 'ge', value: field.kind === 'datetime' && raw.length === 10 ? `${raw} 00:00:00` : raw };
  else if (param.endsWith('_end'))
    decoded = { rule: 'le', value: field.kind === 'datetime' && raw.length === 10 ? `${raw} 23:59:59` : raw };
  else decoded = decodeValue(raw, field.search || 'eq');
  const value = coerce(field, decoded.rule, decoded.value);
  if (value === null) {
    problems.push({ param, reason: 'badValue' });
    return null;
  }
  return { field: field.key, column: field.column, rule: decoded.rule, value };
}

function sortOf(
  def: ResourceDefinition,
  params: Record<string, unknown>,
  problems: QueryProblem[],
): ListQuery['sort'] {
  const column = first(params.column);
  const order = (first(params.order) ?? '').toLowerCase() || 'desc';
  if (order !== 'asc' && order !== 'desc') problems.push({ param: 'order', reason: 'badValue' });
  if (!column) {
    const fallback =
      def.defaultSort ??
      (def.fields.createTime?.sort ? { field: 'createTime', order: 'desc' as const } : null);
    return fallback
      ? { field: fallback.field, column: def.fields[fallback.field].column, order: fallback.order }
      : null;
  }
  // every row has the key and it is never a secret: any list may sort by it (the original's clients ask column=id)
  if (column === ID_COLUMN)
    return { field: ID_COLUMN, column: ID_COLUMN, order: order === 'asc' ? 'asc' : 'desc' };
  const field = Object.hasOwn(def.fields, column) ? def.fields[column] : undefined;
  if (!field || isSecret(field) || !field.sort) {
    problems.push({ param: 'column', reason: field ? 'notSortable' : 'unknownField' });
    return null;
  }
  return { field: field.key, column: field.column, order: order === 'asc' ? 'asc' : 'desc' };
}

/**
 * A list call's parameters as a normalised query, using the definition as the whitelist: only searchable
 * fields filter, only sortable fields (and the key, `id`) sort, anything else lands in `problems` and nowhere else.
 * @example parseListQuery(position, { name: '*焊*', pageSize: '20' }).filters // [{ field: 'name', rule: 'like', value: '焊', … }]
 */
export function parseListQuery(def: ResourceDefinition, params: Record<string, unknown>): ListQuery {
  const problems: QueryProblem[] = [];
  const pageNo = pageParam(first(params.pageNo), 1);
  const pageSize = pageParam(first(params.pageSize), DEFAULT_PAGE_SIZE);
  if (pageNo === null) problems.push({ param: 'pageNo', reason: 'outOfRange', limit: MAX_PAGE_PARAM });
  if (pageSize === null) problems.push({ param: 'pageSize', reason: 'outOfRange', limit: MAX_PAGE_PARAM });
  const totalExact = exactParam(first(params.totalExact));
  if (totalExact === null) problems.push({ param: 'totalExact', reason: 'badValue' });
  const filters: Condition[] = [];
  for (const [param, value] of Object.entries(params)) {
    if (RESERVED.has(param)) continue;
    const raw = first(value);
    if (raw === undefined || raw.trim() === '') continue;
    const range = /^(.+)_(begin|end)$/.exec(param);
    const key = range && !Object.hasOwn(def.fields, param) ? range[1] : param;
    const field = Object.hasOwn(def.fields, key) ? searchable(def, key) : undefined;
    if (!field || (range && key !== param && field.search !== 'range')) {
      problems.push({ param, reason: Object.hasOwn(def.fields, key) ? 'notSearchable' : 'unknownField' });
      continue;
    }
    const condition = filterOf(field, param, raw.trim(), problems);
    if (condition) filters.push(condition);
  }
  const superQuery = parseSuperQuery(
    def,
    first(params.superQueryParams),
    first(params.superQueryMatchType),
    problems,
  );
  return {
    pageNo: pageNo ?? 1,
    pageSize: Math.min(pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    totalExact: totalExact ?? false,
    sort: sortOf(def, params, problems),
    filters,
    superQuery,
    problems,
  };
}
