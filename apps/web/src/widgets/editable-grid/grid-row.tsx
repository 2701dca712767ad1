import { memo, useCallback, useSyncExternalStore, type DragEvent } from 'react';
import { CaretDownOutlined, CaretRightOutlined, HolderOutlined, TableOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { canMove, fillTemplate, type GridRow, type TreeMarks } from '@weld/core';
import type { DictOption } from '../../lib/use-dict-options';
import { GridCell } from './grid-cell';
import { NativeCheckbox } from './native-checkbox';
import { RowMenu } from './row-menu';
import type { PlacedColumn } from './grid-layout';
import type { GridStore } from './grid-store';
import type { WebGridColumn } from './grid-types';

/** The grid's own left columns, in order: row number, selection, drag handle with the row menu. */
export interface FixedParts {
  seq: number;
  selection: number;
  /** tree toggle or sub-table button */
  expand: number;
  drag: number;
  total: number;
}

/** What a row needs from the grid that does not change while typing. */
export interface RowContext {
  store: GridStore;
  placed: PlacedColumn<WebGridColumn>[];
  fixed: FixedParts;
  options: Record<string, DictOption[]>;
  editAlways: boolean;
  disabled: boolean;
  rowHeight: number;
  totalWidth: number;
  allowRemove: boolean;
  /** translated once for all rows: a useTranslation per row costs on every scroll frame */
  labels: {
    seq: string;
    moveUp: string;
    moveDown: string;
    insertBelow: string;
    removeRow: string;
    details: string;
    subTable: string;
    loading: string;
  };
  tree: boolean;
  subTable: boolean;
  details: boolean;
  onToggleTree(rowId: string, open: boolean): void;
  onOpenSubTable(rowId: string, clickY: number): void;
  onDetails(rowId: string): void;
  /** by column key, with ${title} and friends filled */
  placeholders: Record<string, string>;
  onEdit(rowId: string, key: string): void;
  onChange(rowId: string, key: string, value: unknown): void;
  onBlur(rowId: string, key: string): void;
  onMove(index: number, step: -1 | 1): void;
  onInsertBelow(index: number): void;
  onRemove(rowId: string): void;
  onDrop(from: number, to: number): void;
}

interface Props {
  ctx: RowContext;
  /** the row's key: it listens to the store under this id */
  rowId: string;
  index: number;
  rowCount: number;
  selected: boolean;
  start: number;
  end: number;
  editingKey: string | null;
  shownError: string | null;
  errorText(rowId: string, key: string): string | undefined;
}

/**
 * One virtual row at its absolute place: the fixed left part (sticky while scrolling sideways) and the
 * cells of the columns in view.
 * @example <GridRowView ctx={ctx} row={row} index={i} ... />
 */
export const GridRowView = memo(function GridRowView({
  ctx,
  rowId,
  index,
  rowCount,
  selected,
  start,
  end,
  editingKey,
  shownError,
  errorText,
}: Props) {
  const { store, fixed, labels } = ctx;
  // the row reads itself from the store: a keystroke re-renders this row (and the edited cell), not the grid
  // around it nor the other rows in view
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeRow(rowId, listener),
    [store, rowId],
  );
  // stable snapshot readers: a new one per render would make React re-check the store after every commit
  const readRow = useCallback(() => store.rows[index], [store, index]);
  const readRevision = useCallback(() => store.rowRevision(rowId), [store, rowId]);
  const row = useSyncExternalStore(subscribe, readRow, readRow);
  const select = useCallback((on: boolean) => store.toggle(rowId, on), [store, rowId]);
  // and when its status changes: an error found while typing, a flash ending
  useSyncExternalStore(subscribe, readRevision, readRevision);
  const marks = row as GridRow & TreeMarks;
  const level = marks._level ?? 0;
  if (marks._placeholder) {
    return (
      <div
        className="weld-grid-row"
        role="row"
        data-row-id={row.id}
        style={{ top: index * ctx.rowHeight, height: ctx.rowHeight, width: ctx.totalWidth }}
      >
        <span
          className="weld-grid-placeholder"
          role="gridcell"
          style={{ paddingLeft: fixed.total + 8 + level * 16 }}
        >
          {labels.loading}
        </span>
      </div>
    );
  }
  const disabled = ctx.disabled || store.isDisabled(row);
  const cells = [];
  for (let i = start; i < end; i += 1) {
    const { column, left, width } = ctx.placed[i];
    const key = `${row.id}:${column.key}`;
    const flash = store.flashes.has(key) ? { old: store.flashes.get(key) } : undefined;
    cells.push(
      <GridCell
        key={column.key}
        column={column}
        row={row}
        rowIndex={index}
        left={fixed.total + left}
        width={width}
        indent={i === 0 ? level * 16 : 0}
        options={ctx.options[column.key] ?? []}
        disabled={disabled}
        editing={ctx.editAlways || editingKey === column.key}
        autoFocus={!ctx.editAlways && editingKey === column.key}
        error={store.errors.get(key)}
        errorText={errorText(row.id, column.key)}
        showError={shownError === key}
        flash={flash}
        placeholder={ctx.placeholders[column.key] ?? ''}
        onEdit={ctx.onEdit}
        onChange={ctx.onChange}
        onBlur={ctx.onBlur}
        onDetails={column.showDetails ? ctx.onDetails : undefined}
        detailsLabel={labels.details}
      />,
    );
  }
  // the row menu only where there is a drag column to hold it
  const menu =
    fixed.drag > 0
      ? [
          {
            key: 'up',
            label: labels.moveUp,
            disabled: !canMove(index, rowCount, -1),
            onClick: () => ctx.onMove(index, -1),
          },
          {
            key: 'down',
            label: labels.moveDown,
            disabled: !canMove(index, rowCount, 1),
            onClick: () => ctx.onMove(index, 1),
          },
          { key: 'insert', label: labels.insertBelow, onClick: () => ctx.onInsertBelow(index) },
          ...(ctx.details
            ? [{ key: 'details', label: labels.details, onClick: () => ctx.onDetails(row.id) }]
            : []),
          ...(ctx.allowRemove
            ? [{ key: 'remove', danger: true, label: labels.removeRow, onClick: () => ctx.onRemove(row.id) }]
            : []),
        ]
      : [];
  const onDragStart = (e: DragEvent) => e.dataTransfer.setData('text/weld-grid-row', String(index));
  const onDrop = (e: DragEvent) => {
    const from = Number(e.dataTransfer.getData('text/weld-grid-row'));
    if (Number.isInteger(from) && from !== index) ctx.onDrop(from, index);
  };
  return (
    <div
      className={`weld-grid-row${selected ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}${shownError ? ' has-open-tip' : ''}`}
      role="row"
      aria-rowindex={index + 2}
      data-row-id={row.id}
      style={{ top: index * ctx.rowHeight, height: ctx.rowHeight, width: ctx.totalWidth }}
      onDragOver={fixed.drag ? (e) => e.preventDefault() : undefined}
      onDrop={fixed.drag ? onDrop : undefined}
    >
      <div className="weld-grid-fixed" style={{ width: fixed.total }}>
        {fixed.seq > 0 && (
          <span className="weld-grid-seq" role="gridcell" style={{ width: fixed.seq }}>
            {index + 1}
          </span>
        )}
        {fixed.selection > 0 && (
          <span className="weld-grid-select" role="gridcell" style={{ width: fixed.selection }}>
            <NativeCheckbox
              checked={selected}
              disabled={disabled}
              label={`${labels.seq}${index + 1}`}
              onChange={select}
            />
          </span>
        )}
        {fixed.expand > 0 && (
          <span className="weld-grid-expand" role="gridcell" style={{ width: fixed.expand }}>
            {ctx.tree && marks.hasChildren && (
              <button
                type="button"
                className="weld-grid-menu-btn"
                aria-expanded={marks._expanded === true}
                aria-label={`${labels.seq}${index + 1}`}
                onClick={() => ctx.onToggleTree(row.id, !marks._expanded)}
              >
                {marks._expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
              </button>
            )}
            {ctx.subTable && (
              <button
                type="button"
                className="weld-grid-menu-btn"
                aria-label={`${labels.subTable} ${index + 1}`}
                onClick={(e) => ctx.onOpenSubTable(row.id, e.clientY)}
              >
                <TableOutlined />
              </button>
            )}
          </span>
        )}
        {fixed.drag > 0 && (
          <span className="weld-grid-drag" role="gridcell" style={{ width: fixed.drag }}>
            <span className="weld-grid-handle" draggable={!disabled} onDragStart={onDragStart} aria-hidden>
              <HolderOutlined />
            </span>
            <RowMenu items={menu} disabled={disabled} label={`${labels.insertBelow} ${index + 1}`} />
          </span>
        )}
      </div>
      {cells}
    </div>
  );
});

/** A placeholder with ${title}, ${key} and ${defaultValue} filled, or the type's default prompt. */
export function placeholderOf(column: WebGridColumn, t: TFunction): string {
  if (column.placeholder) return fillTemplate(column.placeholder, column);
  const choosing = !['input', 'inputNumber', 'input_pop'].includes(column.type);
  return t(choosing ? 'web.grid.pleaseSelect' : 'web.grid.pleaseInput', { title: column.title });
}
