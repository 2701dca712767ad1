import { useMemo, type Dispatch, type SetStateAction } from 'react';
import type { TFunction } from 'i18next';
import type { GridStore } from './grid-store';
import type { PlacedColumn } from './grid-layout';
import type { FixedParts, RowContext } from './grid-row';
import type { WebGridColumn } from './grid-types';
import type { EditableGridProps } from './grid-props';
import type { useGridActions } from './use-grid-actions';
import type { useGridOverlays } from './use-grid-overlays';

type Overlays = ReturnType<typeof useGridOverlays>;

interface RowContextParts {
  t: TFunction;
  store: GridStore;
  placed: PlacedColumn<WebGridColumn>[];
  fixed: FixedParts;
  options: RowContext['options'];
  alwaysEdit: boolean;
  disabled: boolean;
  rowHeight: number;
  totalWidth: number;
  allowRemove: boolean;
  placeholders: Record<string, string>;
  loadChildren: EditableGridProps['loadChildren'];
  subTable: EditableGridProps['subTable'];
  details: EditableGridProps['details'];
  toggleTree: Overlays['toggleTree'];
  openSubTable: Overlays['openSubTable'];
  openDetails: Overlays['openDetails'];
  setEditing: Dispatch<SetStateAction<{ id: string; key: string } | null>>;
  actions: ReturnType<typeof useGridActions>;
}

/**
 * What every row of the grid shares, one object while nothing in it changes: a new one re-renders every visible
 * row, so its callbacks are made here from stable parts, never passed in as fresh closures.
 */
export function useRowContext(parts: RowContextParts): RowContext {
  const {
    t,
    store,
    placed,
    fixed,
    options,
    alwaysEdit,
    disabled,
    rowHeight,
    totalWidth,
    allowRemove,
    placeholders,
    loadChildren,
    subTable,
    details,
    toggleTree,
    openSubTable,
    openDetails,
    setEditing,
    actions,
  } = parts;
  return useMemo<RowContext>(
    () => ({
      labels: {
        seq: t('web.grid.seq'),
        moveUp: t('web.grid.moveUp'),
        moveDown: t('web.grid.moveDown'),
        insertBelow: t('web.grid.insertBelow'),
        removeRow: t('web.grid.removeRow'),
        details: t('web.grid.details'),
        subTable: t('web.grid.subTable'),
        loading: t('web.grid.treeLoading'),
      },
      store,
      placed,
      fixed,
      options,
      editAlways: alwaysEdit,
      disabled,
      rowHeight,
      totalWidth,
      allowRemove,
      placeholders,
      tree: Boolean(loadChildren),
      subTable: Boolean(subTable),
      details: details === true,
      onToggleTree: (id, open) => void toggleTree(id, open),
      onOpenSubTable: (id, y) => void openSubTable(id, y),
      onDetails: openDetails,
      onEdit: (id, key) => setEditing({ id, key }),
      onChange: actions.change,
      onBlur: actions.blur,
      onMove: actions.move,
      onInsertBelow: actions.insertBelow,
      onRemove: (id) => actions.remove([id]),
      onDrop: actions.drop,
    }),
    [
      store,
      placed,
      fixed,
      options,
      alwaysEdit,
      disabled,
      rowHeight,
      totalWidth,
      allowRemove,
      t,
      actions,
      placeholders,
      loadChildren,
      subTable,
      details,
      toggleTree,
      openSubTable,
      openDetails,
      setEditing,
    ],
  );
}
