import { memo } from 'react';
import { ExpandAltOutlined } from '@ant-design/icons';
import type { CellError, GridRow } from '@weld/core';
import type { DictOption } from '../../lib/use-dict-options';
import { displayText } from './cells/cell-props';
import { CellText } from './cells/cell-text';
import { InputCell } from './cells/text-cells';
import { columnEditor } from './column-editor';
import type { WebGridColumn } from './grid-types';

/** Checkbox-like types: their text is a tick for the checked value of the customValue pair. */
const CHECK_TYPES = new Set(['checkbox', 'checkbox_meta']);

export interface GridCellProps {
  column: WebGridColumn;
  row: GridRow;
  rowIndex: number;
  left: number;
  width: number;
  /** tree depth of the row, on its first column */
  indent: number;
  options: DictOption[];
  disabled: boolean;
  /** click-to-edit grids show text until the cell is the one being edited */
  editing: boolean;
  error?: CellError;
  errorText?: string;
  /** a click-to-edit cell just opened: its control takes the focus */
  autoFocus: boolean;
  /** the first failure after collecting values keeps its tooltip open */
  showError: boolean;
  flash?: { old: unknown };
  placeholder: string;
  onEdit(rowId: string, key: string): void;
  onChange(rowId: string, key: string, value: unknown): void;
  onBlur(rowId: string, key: string): void;
  /** a showDetails column: the cell's button opens the row's 详细信息 */
  onDetails?: (rowId: string) => void;
  detailsLabel?: string;
}

/**
 * One cell: the editor of its column type, the failed style and tooltip, and the old value flashing after
 * a live update.
 * @example <GridCell column={c} row={r} ... />
 */
export const GridCell = memo(GridCellView, sameCell);

/** A cell just switched to its editor takes the focus (a ref callback: no effect per mounted cell). */
function focusControl(cell: HTMLDivElement | null) {
  cell?.querySelector<HTMLElement>('input, textarea, button')?.focus();
}

/** A row object changes when any of its cells does; a cell re-renders only when its own value did. */
function sameCell(a: GridCellProps, b: GridCellProps): boolean {
  for (const k of Object.keys(b) as (keyof GridCellProps)[]) {
    if (k === 'row') {
      if (b.column.type === 'slot' ? a.row !== b.row : a.row[b.column.key] !== b.row[b.column.key])
        return false;
    } else if (k === 'flash') {
      if (a.flash?.old !== b.flash?.old || !a.flash !== !b.flash) return false;
    } else if (a[k] !== b[k]) return false;
  }
  return true;
}

function GridCellView(p: GridCellProps) {
  const { column, row } = p;
  const value = row[column.key];
  let body;
  if (column.type === 'slot') {
    body =
      column.render?.({
        row,
        value,
        rowIndex: p.rowIndex,
        setValue: (v) => p.onChange(row.id, column.key, v),
      }) ?? null;
  } else if (!p.editing) {
    body = (
      <span className="weld-grid-text">
        {CHECK_TYPES.has(column.type) ? (
          value === (column.customValue?.[0] ?? true) ? (
            '✓'
          ) : (
            ''
          )
        ) : (
          <CellText value={value} options={p.options} tags={column.setTagColor} />
        )}
      </span>
    );
  } else {
    const Editor = columnEditor(column.type) ?? InputCell;
    body = (
      <Editor
        column={column}
        row={row}
        rowIndex={p.rowIndex}
        value={value}
        options={p.options}
        disabled={p.disabled || column.disabled === true || column.type === 'checkbox_meta'}
        placeholder={p.placeholder}
        onChange={(v) => p.onChange(row.id, column.key, v)}
        onBlur={() => p.onBlur(row.id, column.key)}
        onChangeRow={(values) => {
          for (const [k, v] of Object.entries(values)) p.onChange(row.id, k, v);
        }}
      />
    );
  }
  const className = `weld-grid-cell${p.error ? ' is-invalid' : ''}${p.flash ? ' is-flashing' : ''}`;
  // the tooltip is a sibling inside the cell, not a wrapper, so an error appearing while typing does not
  // remount the input and steal its focus
  return (
    <div
      ref={p.autoFocus ? focusControl : undefined}
      className={className}
      role="gridcell"
      data-key={column.key}
      style={{ left: p.left, width: p.width, paddingLeft: p.indent ? 8 + p.indent : undefined }}
      onClick={p.editing ? undefined : () => p.onEdit(row.id, column.key)}
    >
      {body}
      {p.onDetails && (
        <button
          type="button"
          className="weld-grid-cell-details"
          aria-label={p.detailsLabel}
          title={p.detailsLabel}
          onClick={(e) => {
            e.stopPropagation();
            p.onDetails?.(row.id);
          }}
        >
          <ExpandAltOutlined />
        </button>
      )}
      {p.flash && (
        <span className="weld-grid-flash" aria-hidden>
          {displayText(p.flash.old, p.options)}
        </span>
      )}
      {p.errorText && (
        <span role="tooltip" className={`weld-grid-tip${p.showError ? ' is-open' : ''}`}>
          {p.errorText}
        </span>
      )}
    </div>
  );
}
