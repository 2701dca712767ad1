import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode, type Ref } from 'react';
import { App, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRID, assertGridColumns, defaultAddSettings, selectionState, sortRows, type DisabledRows, type GridRow, type GridSize } from '@weld/core';
import { readAddSettings } from './add-settings';
import { GridFooter } from './grid-footer';
import { GridHeader } from './grid-header';
import { placeColumns, visibleColumns, visibleRows } from './grid-layout';
import { GridRowView, placeholderOf, type FixedParts, type RowContext } from './grid-row';
import { GridStore } from './grid-store';
import { GridToolbar, useGridRights, type GridButton } from './grid-toolbar';
import { ROW_HEIGHTS, type WebGridColumn } from './grid-types';
import { useGridActions, type EditableGridHandle } from './use-grid-actions';
import { useColumnOptions } from './use-column-options';
import { useGridOverlays } from './use-grid-overlays';
import { useOutsideMouseUp } from './use-outside-mouse-up';
import { useTimedFlag } from './use-timed-flag';
import { useVxeSocket } from './use-vxe-socket';
import type { VxeSocket } from './vxe-socket';
import './editable-grid.css';

export type { EditableGridHandle } from './use-grid-actions';

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

const BUTTONS: GridButton[] = ['add', 'save', 'remove', 'clearSelection', 'collapse'];

function keepPage(e: FormEvent) {
  e.preventDefault();
  e.stopPropagation();
}

/**
 * The editable grid of spec widgets §3-§5 and §9: virtual rows and columns (100,000 rows stay smooth),
 * every column type, cell rules checked on input, change, blur (100 ms) and on collecting, a toolbar,
 * selection, drag sort and a statistics footer.
 * @example <EditableGrid ref={grid} columns={columns} dataSource={rows} dragSort onSave={save} />
 */
export function EditableGrid(props: EditableGridProps) {
  const { columns, dataSource, rowKey = GRID.rowKey, size = 'medium', maxHeight = GRID.maxHeight, alwaysEdit = true, rowNumber = true, rowSelection = true, dragSort = false, disabled = false } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const typingForm = `weld-grid-typing-${useId()}`;
  const keyed = useMemo(() => (rowKey === 'id' ? dataSource : dataSource.map((r) => ({ ...r, id: String(r[rowKey]) }))), [dataSource, rowKey]);
  const [store] = useState(() => new GridStore(columns, props.sort ? sortRows(keyed, props.sort, columns) : keyed, props.disabledRows, dragSort ? (props.sortKey ?? GRID.dragSortKey) : undefined));
  const [sort, setSort] = useState(props.sort);
  useMemo(() => assertGridColumns(columns), [columns]);
  const source = useRef(keyed);
  const reload = useTimedFlag(GRID.reloadEffectMs);
  const scrolling = useTimedFlag(GRID.scrollResetMs);
  useEffect(() => {
    store.columns = columns;
    store.disabledRows = props.disabledRows;
    if (source.current !== keyed) {
      source.current = keyed;
      store.setRows(sort ? sortRows(keyed, sort, columns) : keyed);
      if (props.reloadEffect) reload.start();
    }
  }, [store, columns, keyed, props.disabledRows]); // eslint-disable-line react-hooks/exhaustive-deps -- a new sort orders the rows itself
  // structure changes (rows, selection) re-render the grid; typed characters, errors and flashes only their row
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  const rowCount = store.dataRowCount();
  const onRowCountChange = props.onRowCountChange;
  useEffect(() => {
    onRowCountChange?.(rowCount);
  }, [rowCount, onRowCountChange]);

  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, left: 0, width: 1200, height: maxHeight });
  const [collapsed, setCollapsed] = useState(false);
  const [editing, setEditing] = useState<{ id: string; key: string } | null>(null);
  const rowHeight = ROW_HEIGHTS[size];
  const rights = useGridRights(props.authPre);
  const [saving, setSaving] = useState(false);
  const notify = useVxeSocket(props.socketKey, store, props.socket);
  const onValueChange = props.onValueChange;
  const changed = useCallback((c: { row: GridRow; key: string; value: unknown }) => {
    notify(c.row);
    onValueChange?.(c);
  }, [notify, onValueChange]);
  const [addSettings, setAddSettings] = useState(() => readAddSettings() ?? defaultAddSettings(props.addCount, props.addPosition));
  const actions = useGridActions({ store, t, message, scroller, rowHeight, setSaving, onValueChange: changed, onSave: props.onSave,
    addCount: addSettings.count, addPosition: addSettings.position, tree: Boolean(props.loadChildren) });
  useImperativeHandle(props.ref, () => actions.handle, [actions.handle]);
  const stopEditing = useCallback(() => setEditing(null), []);
  // tree tables keep their parent-child order, so they do not sort
  const sortBy = useCallback((next: string) => {
    setSort(next);
    store.sort(next);
  }, [store]);
  useOutsideMouseUp(editing !== null, scroller, stopEditing);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // a grid not laid out yet (hidden tab, jsdom) measures 0: assume a common screen until it is
    const measure = () => setView((v) => ({ ...v, width: el.clientWidth || 1200, height: el.clientHeight || maxHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [maxHeight, collapsed]);

  const { placed, total } = useMemo(() => placeColumns(columns), [columns]);
  const hasStatistics = columns.some((c) => c.statistics?.length);
  const fixed = useMemo<FixedParts>(() => {
    const seq = rowNumber ? GRID.seqWidth : 0;
    const selection = rowSelection ? (hasStatistics ? GRID.selectionWidthWithStatistics : GRID.selectionWidth) : 0;
    const drag = dragSort ? 56 : 0;
    const expand = props.subTable || props.loadChildren ? 40 : 0;
    return { seq, selection, expand, drag, total: seq + selection + expand + drag };
  }, [rowNumber, rowSelection, dragSort, hasStatistics, props.subTable, props.loadChildren]);
  const options = useColumnOptions(columns);
  const totalWidth = fixed.total + total;

  const placeholders = useMemo(() => Object.fromEntries(columns.map((c) => [c.key, placeholderOf(c, t)])), [columns, t]);
  const overlays = useGridOverlays({ store, t, message, scroller, fixedWidth: fixed.total, columns, options, placeholders, disabled,
    subTable: props.subTable, loadChildren: props.loadChildren, onChange: actions.change, onBlur: actions.blur });
  const { openSubTable, toggleTree, openDetails } = overlays;
  const ctx = useMemo<RowContext>(() => ({
    labels: { seq: t('web.grid.seq'), moveUp: t('web.grid.moveUp'), moveDown: t('web.grid.moveDown'), insertBelow: t('web.grid.insertBelow'), removeRow: t('web.grid.removeRow'),
      details: t('web.grid.details'), subTable: t('web.grid.subTable'), loading: t('web.grid.treeLoading') },
    store, placed, fixed, options, editAlways: alwaysEdit, disabled, rowHeight, totalWidth, allowRemove: rights.remove, placeholders,
    tree: Boolean(props.loadChildren), subTable: Boolean(props.subTable), details: props.details === true,
    onToggleTree: (id, open) => void toggleTree(id, open), onOpenSubTable: (id, y) => void openSubTable(id, y), onDetails: openDetails,
    onEdit: (id, key) => setEditing({ id, key }),
    onChange: actions.change, onBlur: actions.blur, onMove: actions.move, onInsertBelow: actions.insertBelow, onRemove: (id) => actions.remove([id]), onDrop: actions.drop,
  }), [store, placed, fixed, options, alwaysEdit, disabled, rowHeight, totalWidth, rights.remove, t, actions, placeholders, props.loadChildren, props.subTable, props.details, toggleTree, openSubTable, openDetails]);

  const rows = store.rows;
  const rowRange = visibleRows(view.top, view.height, rowHeight, rows.length);
  const colRange = visibleColumns(placed, view.left, Math.max(0, view.width - fixed.total));
  // stable, or every visible row would re-render on each keystroke and scroll frame
  const errorText = useCallback((id: string, key: string) => {
    const e = store.errors.get(`${id}:${key}`);
    return e ? t(e.message, e.params ?? {}) : undefined;
  }, [store, t]);
  const all = selectionState(store.selectableCount(), store.selected.size);
  const body = [];
  for (let i = rowRange.start; i < rowRange.end; i += 1) {
    const row = rows[i];
    const editingKey = editing?.id === row.id ? editing.key : null;
    body.push(
      <GridRowView key={row.id} ctx={ctx} rowId={row.id} index={i} rowCount={rows.length} selected={store.selected.has(row.id)} start={colRange.start} end={colRange.end}
        editingKey={editingKey} shownError={store.shownError?.startsWith(`${row.id}:`) ? store.shownError : null} errorText={errorText} />,
    );
  }
  const buttons = props.toolbar === false ? [] : (props.toolbar ?? BUTTONS);
  return (
    <div className={`weld-grid weld-grid-${size}${reload.on ? ' is-reloaded' : ''}${scrolling.on ? ' is-scrolling' : ''}`}>
      {/* the focused text field's form (see cells/text-cells.tsx); Enter there submits nothing */}
      <form id={typingForm} className="weld-grid-typing" hidden onSubmit={keepPage} />
      {buttons.length > 0 && (
        <GridToolbar buttons={buttons} rights={rights} selected={store.selected.size} collapsed={collapsed} disabled={disabled} saving={saving}
          rowCount={rows.length} addSettings={addSettings} onAddSettings={setAddSettings}
          onAdd={actions.add} onSave={props.onSave ? () => void actions.handle.save() : undefined} onRemove={() => actions.remove([...store.selected])}
          onClear={() => store.selectAll(false)} onToggleCollapse={() => setCollapsed((c) => !c)} />
      )}
      {!collapsed && (
        <div className="weld-grid-scroller" ref={scroller} role="grid" aria-rowcount={rows.length + 1} style={{ maxHeight }}
          onScroll={(e) => {
            const el = e.currentTarget;
            scrolling.start();
            setView((v) => (v.top === el.scrollTop && v.left === el.scrollLeft ? v : { ...v, top: el.scrollTop, left: el.scrollLeft }));
          }}>
          <GridHeader placed={placed} start={colRange.start} end={colRange.end} fixed={fixed} totalWidth={totalWidth}
            allChecked={all.checked} someChecked={all.indeterminate} disabled={disabled} onSelectAll={store.selectAll}
            sort={sort} onSort={props.loadChildren ? undefined : sortBy} />
          <div className="weld-grid-body" style={{ height: Math.max(rows.length * rowHeight, rows.length ? 0 : 120), width: totalWidth }}>
            {rows.length === 0 ? <Empty className="weld-grid-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.grid.empty')} /> : body}
          </div>
          <GridFooter store={store} columns={columns} enabled={hasStatistics} placed={placed} start={colRange.start} end={colRange.end} fixed={fixed} totalWidth={totalWidth} rowHeight={rowHeight} />
        </div>
      )}
      {overlays.nodes}
    </div>
  );
}
