import { TREE_LOADING, type GridColumn, type GridRow } from '@weld/core';

/** The 'loading...' child a tree row shows while its children load, in the first column. */
export function loadingRow(parentId: string, level: number, columns: GridColumn[]): GridRow {
  return {
    id: `${parentId}::loading`,
    _placeholder: true,
    _level: level,
    _parent: parentId,
    [columns[0]?.key ?? 'name']: TREE_LOADING,
  };
}

/** Loaded children as rows of the tree: string ids, one level below their parent. */
export function childRows(children: GridRow[], parentId: string, level: number): GridRow[] {
  return children.map((c) => ({ ...c, id: String(c.id), _level: level, _parent: parentId }));
}
