import { compactConditions, LIST_PAGE_SIZES, readSuperQuery, type SuperQuery } from '@weld/core';

/** Where a list is: page, sort, the search form's values and the advanced query, all kept in the URL's search params. */
export interface ListState {
  pageNo: number;
  pageSize: number;
  column: string;
  order: SortOrder;
  /** search form values as typed, keyed by field (ranges as `<field>_begin` / `<field>_end`) */
  filters: Record<string, string>;
  /** the query builder's query in effect (`superQueryParams` + `superQueryMatchType`), if any */
  superQuery?: SuperQuery;
}

export type SortOrder = 'asc' | 'desc';

/** Page sizes the table offers; the first is the default (DESIGN.md §4, widgets §9). */
export const PAGE_SIZES = LIST_PAGE_SIZES;

export interface ListDefaults {
  column: string;
  order: SortOrder;
}

/** The default sort of every list unless the definition says otherwise. */
export const DEFAULT_SORT: ListDefaults = { column: 'createTime', order: 'desc' };

// busId names a record to open (a notice's link, see use-bus-id), never a search value
const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'superQueryParams',
  'superQueryMatchType',
  'busId',
]);

function positive(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Reads the list state from search params; anything missing or malformed falls back to the defaults.
 * @example readListState(new URLSearchParams('pageNo=2&name=abc'), DEFAULT_SORT)
 */
export function readListState(params: URLSearchParams, defaults: ListDefaults = DEFAULT_SORT): ListState {
  const size = positive(params.get('pageSize'), PAGE_SIZES[0]);
  const order = params.get('order');
  const filters: Record<string, string> = {};
  params.forEach((value, key) => {
    if (!RESERVED.has(key) && value !== '') filters[key] = value;
  });
  return {
    pageNo: positive(params.get('pageNo'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    column: params.get('column') || defaults.column,
    order: order === 'asc' || order === 'desc' ? order : defaults.order,
    filters,
    superQuery:
      readSuperQuery(params.get('superQueryParams'), params.get('superQueryMatchType')) ?? undefined,
  };
}

/**
 * The search params of a state; defaults are left out so a fresh list has a clean URL.
 * @example writeListState({ ...state, pageNo: 3 }, DEFAULT_SORT).toString() // 'pageNo=3'
 */
export function writeListState(state: ListState, defaults: ListDefaults = DEFAULT_SORT): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters))
    if (value !== '' && !RESERVED.has(key)) out.set(key, value);
  if (state.pageNo !== 1) out.set('pageNo', String(state.pageNo));
  if (state.pageSize !== PAGE_SIZES[0]) out.set('pageSize', String(state.pageSize));
  if (state.column !== defaults.column || state.order !== defaults.order) {
    out.set('column', state.column);
    out.set('order', state.order);
  }
  const rows = state.superQuery ? compactConditions(state.superQuery.params) : [];
  if (state.superQuery && rows.length > 0) {
    out.set('superQueryParams', JSON.stringify(rows));
    out.set('superQueryMatchType', state.superQuery.matchType);
  }
  return out;
}
