import { useCallback, useId, useImperativeHandle, useMemo, useRef, useState, type FormEvent } from 'react';
import { App, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRID, defaultAddSettings, selectionState, type GridRow } from '@weld/core';
import { readAddSettings } from './add-settings';
import { GridFooter } from './grid-footer';
import { GridHeader } from './grid-header';
import { fixedPartsOf, placeColumns, visibleColumns, visibleRows } from './grid-layout';
import { useMeasuredView } from './use-measured-view';
import { GridRowView, placeholderOf } from './grid-row';
import { GridToolbar, useGridRights, type GridButton } from './grid-toolbar';
import { ROW_HEIGHTS } from './grid-types';
import { useGridActions } from './use-grid-actions';
import { useColumnOptions } from './use-column-options';
import { useGridOverlays } from './use-grid-overlays';
import { useOutsideMouseUp } from './use-outside-mouse-up';
import { useTimedFlag } from './use-timed-flag';
import { useVxeSocket } from './use-vxe-socket';
import { useGridStore } from './use-grid-store';
import { useRowContext } from './use-row-context';
import type { EditableGridProps } from './grid-props';
import './editable-grid.css';

export type { EditableGridHandle } from './use-grid-actions';
export type { EditableGridProps } from './grid-props';

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
  const {
    columns,
    rowKey = GRID.rowKey,
    size = 'medium',
    maxHeight = GRID.maxHeight,
    alwaysEdit = true,
    rowNumber = true,
    rowSelection = true,
    dragSort = false,
    disabled = false,
  } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const typingForm = `weld-grid-typing-${useId()}`;
  const reload = useTimedFlag(GRID.reloadEffectMs);
  const scrolling = useTimedFlag(GRID.scrollResetMs);
  const { store, sort, setSort } = useGridStore(props, rowKey, dragSort, reload.start);

  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, left: 0, width: 1200, height: maxHeight });
  const [collapsed, setCollapsed] = useState(false);
  const [editing, setEditing] = useState<{ id: string; key: string } | null>(null);
  const rowHeight = ROW_HEIGHTS[size];
  const rights = useGridRights(props.authPre);
  const [saving, setSaving] = useState(false);
  const notify = useVxeSocket(props.socketKey, store, props.socket);
  const onValueChange = props.onValueChange;
  const changed = useCallback(
    (c: { row: GridRow; key: string; value: unknown }) => {
      notify(c.row);
      onValueChange?.(c);
    },
    [notify, onValueChange],
  );
  const [addSettings, setAddSettings] = useState(
    () => readAddSettings() ?? defaultAddSettings(props.addCount, props.addPosition),
  );
  const actions = useGridActions({
    store,
    t,
    message,
    scroller,
    rowHeight,
    setSaving,
    onValueChange: changed,
    onSave: props.onSave,
    addCount: addSettings.count,
    addPosition: addSettings.position,
    tree: Boolean(props.loadChildren),
  });
  useImperativeHandle(props.ref, () => actions.handle, [actions.handle]);
  const stopEditing = useCallback(() => setEditing(null), []);
  // tree tables keep their parent-child order, so they do not sort
  const sortBy = useCallback(
    (next: string) => {
      setSort(next);
      store.sort(next);
    },
    [store, setSort],
  );
  useOutsideMouseUp(editing !== null, scroller, stopEditing);

  useMeasuredView(scroller, maxHeight, collapsed, setView);

  const { placed, total } = useMemo(() => placeColumns(columns), [columns]);
  const hasStatistics = columns.some((c) => c.statistics?.length);
  const expandable = Boolean(props.subTable || props.loadChildren);
  const fixed = useMemo(
    () => fixedPartsOf({ rowNumber, rowSelection, dragSort, hasStatistics, expandable }),
    [rowNumber, rowSelection, dragSort, hasStatistics, expandable],
  );
  const options = useColumnOptions(columns);
  const totalWidth = fixed.total + total;

  const placeholders = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.key, placeholderOf(c, t)])),
    [columns, t],
  );
  const overlays = useGridOverlays({
    store,
    t,
    message,
    scroller,
    fixedWidth: fixed.total,
    columns,
    options,
    placeholders,
    disabled,
    subTable: props.subTable,
    loadChildren: props.loadChildren,
    onChange: actions.change,
    onBlur: actions.blur,
  });
  const { openSubTable, toggleTree, openDetails } = overlays;
  const ctx = useRowContext({
    t,
    store,
    placed,
    fixed,
    options,
    alwaysEdit,
    disabled,
    rowHeight,
    totalWidth,
    allowRemove: rights.remove,
    placeholders,
    loadChildren: props.loadChildren,
    subTable: props.subTable,
    details: props.details,
    toggleTree,
    openSubTable,
    openDetails,
    setEditing,
    actions,
  });

  const rows = store.rows;
  const rowRange = visibleRows(view.top, view.height, rowHeight, rows.length);
  const colRange = visibleColumns(placed, view.left, Math.max(0, view.width - fixed.total));
  // stable, or every visible row would re-render on each keystroke and scroll frame
  const errorText = useCallback(
    (id: string, key: string) => {
      const e = store.errors.get(`${id}:${key}`);
      return e ? t(e.message, e.params ?? {}) : undefined;
    },
    [store, t],
  );
  const all = selectionState(store.selectableCount(), store.selected.size);
  const body = [];
  for (let i = rowRange.start; i < rowRange.end; i += 1) {
    const row = rows[i];
    const editingKey = editing?.id === row.id ? editing.key : null;
    body.push(
      <GridRowView
        key={row.id}
        ctx={ctx}
        rowId={row.id}
        index={i}
        rowCount={rows.length}
        selected={store.selected.has(row.id)}
        start={colRange.start}
        end={colRange.end}
        editingKey={editingKey}
        shownError={store.shownError?.startsWith(`${row.id}:`) ? store.shownError : null}
        errorText={errorText}
      />,
    );
  }
  const buttons = props.toolbar === false ? [] : (props.toolbar ?? BUTTONS);
  return (
    <div
      className={`weld-grid weld-grid-${size}${reload.on ? ' is-reloaded' : ''}${scrolling.on ? ' is-scrolling' : ''}`}
    >
      {/* the focused text field's form (see cells/text-cells.tsx); Enter there submits nothing */}
      <form id={typingForm} className="weld-grid-typing" hidden onSubmit={keepPage} />
      {buttons.length > 0 && (
        <GridToolbar
          buttons={buttons}
          rights={rights}
          selected={store.selected.size}
          collapsed={collapsed}
          disabled={disabled}
          saving={saving}
          rowCount={rows.length}
          addSettings={addSettings}
          onAddSettings={setAddSettings}
          onAdd={actions.add}
          onSave={props.onSave ? () => void actions.handle.save() : undefined}
          onRemove={() => actions.remove([...store.selected])}
          onClear={() => store.selectAll(false)}
          onToggleCollapse={() => setCollapsed((c) => !c)}
        />
      )}
      {!collapsed && (
        <div
          className="weld-grid-scroller"
          ref={scroller}
          role="grid"
          aria-rowcount={rows.length + 1}
          style={{ maxHeight }}
          onScroll={(e) => {
            const el = e.currentTarget;
            scrolling.start();
            setView((v) =>
              v.top === el.scrollTop && v.left === el.scrollLeft
                ? v
                : { ...v, top: el.scrollTop, left: el.scrollLeft },
            );
          }}
        >
          <GridHeader
            placed={placed}
            start={colRange.start}
            end={colRange.end}
            fixed={fixed}
            totalWidth={totalWidth}
            allChecked={all.checked}
            someChecked={all.indeterminate}
            disabled={disabled}
            onSelectAll={store.selectAll}
            sort={sort}
            onSort={props.loadChildren ? undefined : sortBy}
          />
          <div
            className="weld-grid-body"
            style={{ height: Math.max(rows.length * rowHeight, rows.length ? 0 : 120), width: totalWidth }}
          >
            {rows.length === 0 ? (
              <Empty
                className="weld-grid-empty"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('web.grid.empty')}
              />
            ) : (
              body
            )}
          </div>
          <GridFooter
            store={store}
            columns={columns}
            enabled={hasStatistics}
            placed={placed}
            start={colRange.start}
            end={colRange.end}
            fixed={fixed}
            totalWidth={totalWidth}
            rowHeight={rowHeight}
          />
        </div>
      )}
      {overlays.nodes}
    </div>
  );
}
