import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * For a list whose search lives in component state: call the returned function with 查询 or 重置 (in the
 * same handler that sets the search) and the list is fetched even when the criteria did not change, or
 * changed to ones cached a moment ago. Call the hook after the list's useQuery, so the query has moved to
 * its new key when the refetch runs; a fetch already under way for that key is not repeated.
 * @example const list = useQuery({ queryKey: key, … }); const searched = useSearchRefetch(key); … onFinish={(v) => { setFilter(v); searched(); }}
 */
export function useSearchRefetch(queryKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  const [searches, setSearches] = useState(0);
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(() => {
    if (searches === 0) return;
    void queryClient.refetchQueries(
      { queryKey: key.current, exact: true, type: 'active' },
      { cancelRefetch: false },
    );
  }, [searches, queryClient]);
  return useCallback(() => setSearches((n) => n + 1), []);
}
