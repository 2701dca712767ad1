import { useMemo, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { weldModel } from '@weld/core';
import type { ModelTreeNode } from '@weld/core';
import { loadModelChildren } from './weld-model-select';

/** Children queries live under the resource's key, so the kit's invalidation after a save reloads the tree too. */
const childrenKey = (pid: string) => [weldModel.name, 'children', pid] as const;

/**
 * The lazily loaded model tree (the model tree screen, 组织设置): the children of the top and of every expanded node, each a query
 * under ['weldModel', 'children', pid]; expanding a node (or revealing a search hit) loads what it needs.
 * @example const tree = useModelTree(); tree.childrenOf.get('') // the top nodes
 */
export function useModelTree() {
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState<string[]>([]);
  const pids = useMemo(() => ['', ...expanded], [expanded]);
  const results = useQueries({
    queries: pids.map((pid) => ({
      queryKey: childrenKey(pid),
      queryFn: () => loadModelChildren(pid),
      staleTime: 30_000,
    })),
  });
  const childrenOf = new Map<string, ModelTreeNode[]>();
  results.forEach((r, i) => {
    if (r.data) childrenOf.set(pids[i]!, r.data);
  });
  const nodes = new Map<string, ModelTreeNode>();
  for (const list of childrenOf.values()) for (const n of list) nodes.set(n.id, n);

  return {
    expanded,
    setExpanded,
    childrenOf,
    nodes,
    loading: results[0]?.isLoading ?? true,
    /** opens the given nodes (ancestors of a search hit) besides those already open */
    reveal: (ids: string[]) => setExpanded((now) => [...new Set([...now, ...ids])]),
    load: (pid: string) =>
      queryClient.fetchQuery({
        queryKey: childrenKey(pid),
        queryFn: () => loadModelChildren(pid),
        staleTime: 30_000,
      }),
    refresh: () => queryClient.invalidateQueries({ queryKey: [weldModel.name] }),
  };
}

export type ModelTreeState = ReturnType<typeof useModelTree>;
