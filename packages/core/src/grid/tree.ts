import type { GridRow } from './columns';

/** The text of the placeholder child a collapsed tree row shows until its children load. */
export const TREE_LOADING = 'loading...';

/**
 * The children in a tree-table answer: an array, or an object with `records` (spec widgets §7); any other
 * shape answers null, which the grid reports as 返回数据类型不识别.
 * @example treeChildren({ records: [{ id: '2' }] }) // [{ id: '2' }]
 */
export function treeChildren(answer: unknown): GridRow[] | null {
  if (Array.isArray(answer)) return answer as GridRow[];
  if (answer && typeof answer === 'object' && Array.isArray((answer as { records?: unknown }).records))
    return (answer as { records: GridRow[] }).records;
  return null;
}

/** Tree bookkeeping the grid keeps on a row: depth, open state, and whether it stands in for loading children. */
export interface TreeMarks {
  _level?: number;
  _expanded?: boolean;
  _placeholder?: boolean;
  _parent?: string;
  hasChildren?: boolean;
}

/**
 * How many rows after `index` are descendants of the row there (deeper levels), for collapsing.
 * @example descendantCount(rows, 0) // 3
 */
export function descendantCount(rows: readonly (GridRow & TreeMarks)[], index: number): number {
  const level = rows[index]?._level ?? 0;
  let n = 0;
  while (index + 1 + n < rows.length && (rows[index + 1 + n]._level ?? 0) > level) n += 1;
  return n;
}
