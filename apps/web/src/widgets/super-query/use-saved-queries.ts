import { useCallback, useState } from 'react';
import {
  parseSavedQueries,
  removeSaved,
  saveQuery,
  savedQueryKey,
  type MatchType,
  type QueryCondition,
  type SavedQuery,
} from '@weld/core';

function read(page: string): SavedQuery[] {
  try {
    return parseSavedQueries(localStorage.getItem(savedQueryKey(page)));
  } catch {
    // storage refused (private mode, quota): nothing saved
    return [];
  }
}

/**
 * A page's saved queries in the browser's storage (spec widgets §9 "Query": a per-page key prefix).
 * @example const saved = useSavedQueries('position'); saved.save('大功率', 'and', rows)
 */
export function useSavedQueries(page: string) {
  const [state, setState] = useState(() => ({ page, list: read(page) }));
  const list = state.page === page ? state.list : read(page);
  const write = useCallback(
    (next: SavedQuery[]) => {
      localStorage.setItem(savedQueryKey(page), JSON.stringify(next));
      setState({ page, list: next });
    },
    [page],
  );
  return {
    list,
    save: (title: string, matchType: MatchType, rows: QueryCondition[]) =>
      write(saveQuery(list, title, matchType, rows)),
    remove: (title: string) => write(removeSaved(list, title)),
  };
}
