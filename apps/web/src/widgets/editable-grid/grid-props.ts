import type { ReactNode, Ref } from 'react';
import type { DisabledRows, GridRow, GridSize } from '@weld/core';
import type { GridButton } from './grid-toolbar';
import type { WebGridColumn } from './grid-types';
import type { EditableGridHandle } from './use-grid-actions';
import type { VxeSocket } from './vxe-socket';

/** What an EditableGrid (editable-grid.tsx) is given. */
export interface EditableGridProps {
  columns: WebGridColumn[];
  /** the rows; a new array starts the grid over (selection, errors and removed ids too) */
  dataSource: GridRow[];
  /** field holding the row key (default id, at most 50 characters) */
  rowKey?: string;
  size?: GridSize;
  maxHeight?: number;
  /** false: cells show text and a click edits one, until a mouse-up outside it */
  alwaysEdit?: boolean;
  rowNumber?: boolean;
  rowSelection?: boolean;
  /** drag handle and row menu (move up/down, insert below, remove); numbers `sortKey` from 1 */
  dragSort?: boolean;
  sortKey?: string;
  toolbar?: GridButton[] | false;
  /** authorization prefix: `<prefix>add` and `<prefix>batch_delete` decide the add and delete buttons */
  authPre?: string;
  disabledRows?: DisabledRows;
  disabled?: boolean;
  /** initial order `column=asc|desc`; header clicks on sortable columns change it */
  sort?: string;
  /** rows the add button makes (at least 1) and where: 0 = bottom, n = before row n; the add button's settings popover overrides them */
  addCount?: number;
  addPosition?: number;
  onSave?: (values: { rows: GridRow[]; removedIds: string[] }) => Promise<void> | void;
  onValueChange?: (change: { row: GridRow; key: string; value: unknown }) => void;
  /** the number of rows the grid holds now: added rows count, removed ones do not */
  onRowCountChange?: (count: number) => void;
  /** a new data source fades its rows in for 1.4 s (spec widgets §9 reload effect) */
  reloadEffect?: boolean;
  /** a row's sub-table, shown in the 子表 popover from the row's table button */
  subTable?: (row: GridRow) => ReactNode;
  /** tree table: rows with hasChildren load their children by parent id when opened */
  loadChildren?: (parentId: string) => Promise<unknown>;
  /** 详细信息 in the row menu (needs dragSort for the menu) */
  details?: boolean;
  /** live update: rows of this table changed on other open pages merge in, and changes here are sent */
  socketKey?: string;
  /** the live-update channel; the page's /vxeSocket connection by default */
  socket?: () => VxeSocket | null;
  ref?: Ref<EditableGridHandle>;
}
