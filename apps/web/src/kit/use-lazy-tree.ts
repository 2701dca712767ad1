import { useMemo, useState } from 'react';
import type { TableProps } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { resourceKeys, type Row } from './resource-api';

/** How a list's rows open into their children: which rows have some, and how a row's children are read. */
export interface LazyTree {
  hasChild(row: Row): boolean;
  /** every child of a row (one call when the row is first opened, again after any write to the resource) */
  children(parentId: string): Promise<Row[]>;
}

/** The children query of a row: under `[resource]`, so every write's invalidation reloads the open branches. */
export const childrenKey = (resource: string, parentId: string) =>
  [...resourceKeys(resource).all, 'children', { pid: parentId }] as const;

/**
 * The rows of a list (a page of roots) as a tree table whose branches load when opened: a row the tree says has
 * children shows the expand control; opening it reads them once (kept in the query cache, reloaded with the list);
 * a row whose children turn out none becomes a leaf.
 * @example const tree = useLazyTree('orgTree', roots, { hasChild: (r) => r.hasChild === '1', children: load })
 */
export function useLazyTree(
  resource: string,
  rows: readonly Row[],
  tree: LazyTree | undefined,
): Pick<TableProps<Row>, 'dataSource' | 'expandable'> {
  const [expanded, setExpanded] = useState<string[]>([]);
  const open = tree ? expanded : [];
  const loaded = useQueries({
    queries: open.map((id) => ({
      queryKey: childrenKey(resource, id),
      queryFn: () => tree!.children(id),
    })),
  });
  const byParent = new Map(open.map((id, i) => [id, loaded[i]?.data]));
  const loadedKey = loaded.map((q) => q.dataUpdatedAt).join(',');

  const dataSource = useMemo(() => {
    if (!tree) return [...rows];
    const withChildren = (row: Row, depth: number): Row => {
      const kids = byParent.get(row.id);
      // an empty list of children is what shows the expand control before they are read
      if (!tree.hasChild(row) || (kids && kids.length === 0) || depth > 64) return row;
      return { ...row, children: kids ? kids.map((k) => withChildren(k, depth + 1)) : [] };
    };
    return rows.map((r) => withChildren(r, 0));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- byParent is rebuilt from the queries, keyed by loadedKey
  }, [rows, tree, loadedKey, open.join(',')]);

  if (!tree) return { dataSource };
  return {
    dataSource,
    expandable: {
      expandedRowKeys: expanded,
      onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
    },
  };
}
