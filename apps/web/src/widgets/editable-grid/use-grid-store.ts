import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { GRID, assertGridColumns, sortRows } from '@weld/core';
import type { EditableGridProps } from './grid-props';
import { GridStore } from './grid-store';

/**
 * The grid's rows and state, kept across renders: a new data source starts them over (sorted as the grid is,
 * with the reload effect when asked), new columns or disabled rows apply at once. The grid re-renders on
 * structure changes (rows, selection) only; typed characters, errors and flashes re-render their row.
 */
export function useGridStore(
  props: EditableGridProps,
  rowKey: string,
  dragSort: boolean,
  onReload: () => void,
): { store: GridStore; sort: string | undefined; setSort: (sort: string | undefined) => void } {
  const { columns, dataSource } = props;
  const keyed = useMemo(
    () => (rowKey === 'id' ? dataSource : dataSource.map((r) => ({ ...r, id: String(r[rowKey]) }))),
    [dataSource, rowKey],
  );
  const [store] = useState(
    () =>
      new GridStore(
        columns,
        props.sort ? sortRows(keyed, props.sort, columns) : keyed,
        props.disabledRows,
        dragSort ? (props.sortKey ?? GRID.dragSortKey) : undefined,
      ),
  );
  const [sort, setSort] = useState(props.sort);
  useMemo(() => assertGridColumns(columns), [columns]);
  const source = useRef(keyed);
  useEffect(() => {
    store.columns = columns;
    store.disabledRows = props.disabledRows;
    if (source.current !== keyed) {
      source.current = keyed;
      store.setRows(sort ? sortRows(keyed, sort, columns) : keyed);
      if (props.reloadEffect) onReload();
    }
  }, [store, columns, keyed, props.disabledRows]); // eslint-disable-line react-hooks/exhaustive-deps -- a new sort orders the rows itself
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  const rowCount = store.dataRowCount();
  const onRowCountChange = props.onRowCountChange;
  useEffect(() => {
    onRowCountChange?.(rowCount);
  }, [rowCount, onRowCountChange]);
  return { store, sort, setSort };
}
