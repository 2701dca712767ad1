import { useQuery } from '@tanstack/react-query';
import type { DepartTreeNode } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';

/** Query key of the department tree; invalidating ['depart'] refreshes it with the department lists. */
export const DEPART_TREE_KEY = ['depart', 'queryTreeList'] as const;

/**
 * The whole department tree, cached by TanStack Query under DEPART_TREE_KEY; `enabled: false` leaves it
 * unasked until needed (an empty picker does not need names).
 * @example const { data: tree = [] } = useDepartTree()
 */
export function useDepartTree({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: DEPART_TREE_KEY,
    queryFn: async () => unwrap(await http.get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList')),
    staleTime: 60_000,
    enabled,
  });
}

/** Every node of a tree, parents first. @example flattenDeparts(tree).map((n) => n.id) */
export function flattenDeparts(nodes: DepartTreeNode[]): DepartTreeNode[] {
  return nodes.flatMap((n) => [n, ...flattenDeparts(n.children ?? [])]);
}

/**
 * The nodes whose name contains the word, with their ancestors (a node that matches keeps its subtree).
 * @example filterDeparts(tree, '销售')
 */
export function filterDeparts(nodes: DepartTreeNode[], word: string): DepartTreeNode[] {
  const needle = word.trim().toLowerCase();
  if (!needle) return nodes;
  return nodes.flatMap((node) => {
    if (node.departName.toLowerCase().includes(needle)) return [node];
    const children = filterDeparts(node.children ?? [], needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}
