import { toSuperQueryParams } from '@weld/core';
import type { Params } from '../lib/http';
import type { ListState } from './list-state';

/** What the query builder needs of a field: its key, kind and search mode. */
export interface SearchableField {
  key: string;
  kind: string;
  search: 'eq' | 'like' | 'range' | false;
}

/** URL keys a field's search value lives under: one for eq/like, `_begin` and `_end` for ranges. */
export function filterKeys(field: SearchableField): string[] {
  if (field.search === 'range') return [`${field.key}_begin`, `${field.key}_end`];
  return field.search ? [field.key] : [];
}

/**
 * The server's list parameters (DESIGN.md §4) from the URL state: like becomes `*x*`, ranges pass as
 * `_begin`/`_end`; URL keys that are no searchable field are dropped; the advanced query travels as
 * `superQueryParams` (JSON) and `superQueryMatchType`.
 * @example toListParams(fields, readListState(params)) // { pageNo: 1, pageSize: 10, name: '*weld*', … }
 */
export function toListParams(fields: readonly SearchableField[], state: ListState): Params {
  const out: Params = {
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    column: state.column,
    order: state.order,
  };
  for (const field of fields) {
    for (const key of filterKeys(field)) {
      const value = state.filters[key]?.trim();
      if (!value) continue;
      out[key] = field.search === 'like' ? `*${value}*` : value;
    }
  }
  const superQuery = toSuperQueryParams(state.superQuery);
  return superQuery ? { ...out, ...superQuery } : out;
}
