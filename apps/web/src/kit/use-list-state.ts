import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SuperQuery } from '@weld/core';
import {
  readListState,
  writeListState,
  type ListDefaults,
  type ListState,
  type SortOrder,
} from './list-state';

export interface ListStateControls {
  state: ListState;
  setPage(pageNo: number, pageSize: number): void;
  setSort(column: string, order: SortOrder): void;
  /** new search values go back to page 1 */
  setFilters(filters: Record<string, string>): void;
  /** the query builder's query; null or no conditions clears it; back to page 1 */
  setSuperQuery(query: SuperQuery | null): void;
}

type SetParams = (change: (prev: URLSearchParams) => URLSearchParams) => void;

/**
 * The list state of the current URL and setters that rewrite it (replace, so paging does not fill history);
 * `inUrl: false` keeps it in the component instead, for a list embedded in another screen (a tab of a detail).
 * @example const { state, setPage } = useListState({ column: 'createTime', order: 'desc' })
 */
export function useListState(defaults: ListDefaults, inUrl = true): ListStateControls {
  const [urlParams, setUrlParams] = useSearchParams();
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const params = inUrl ? urlParams : ownParams;
  const setParams = useCallback<SetParams>(
    (change) => (inUrl ? setUrlParams(change, { replace: true }) : setOwnParams(change)),
    [inUrl, setUrlParams],
  );
  const { column, order } = defaults;
  const state = useMemo(() => readListState(params, { column, order }), [params, column, order]);
  const update = useCallback(
    (change: (s: ListState) => ListState) =>
      setParams((prev) => writeListState(change(readListState(prev, { column, order })), { column, order })),
    [setParams, column, order],
  );
  return {
    state,
    setPage: useCallback(
      (pageNo, pageSize) => update((s) => ({ ...s, pageNo: pageSize === s.pageSize ? pageNo : 1, pageSize })),
      [update],
    ),
    setSort: useCallback((c, o) => update((s) => ({ ...s, column: c, order: o, pageNo: 1 })), [update]),
    setFilters: useCallback((filters) => update((s) => ({ ...s, filters, pageNo: 1 })), [update]),
    setSuperQuery: useCallback(
      (query) =>
        update((s) => ({
          ...s,
          superQuery: query && query.params.length > 0 ? query : undefined,
          pageNo: 1,
        })),
      [update],
    ),
  };
}
