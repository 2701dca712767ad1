import { GRID } from './constants';
import type { GridColumn, GridRow } from './columns';

let sequence = 0;
const TEMP_PREFIX = 'new_';

/**
 * A temporary id for a row that was never saved; `isNewRow` tells it from a saved id.
 * @example tempId() // 'new_lq2x9k_1'
 */
export function tempId(): string {
  sequence += 1;
  return `${TEMP_PREFIX}${Date.now().toString(36)}_${sequence}`;
}

/** True for rows made by the grid and not yet saved. */
export const isNewRow = (row: Pick<GridRow, 'id'>): boolean => String(row.id).startsWith(TEMP_PREFIX);

/**
 * The key of a row, capped at 50 characters (spec widgets §3); longer keys are refused.
 * @example rowKeyOf({ id: 'a1' }) // 'a1'
 */
export function rowKeyOf(row: Record<string, unknown>, key: string = GRID.rowKey): string {
  const value = String(row[key] ?? '');
  if (value.length > GRID.rowKeyMax)
    throw new Error(`Row key "${value.slice(0, 20)}…" is longer than ${GRID.rowKeyMax} characters`);
  return value;
}

/** The starting value of a cell: checkbox uses customValue and defaultChecked, others defaultValue. */
export function defaultCellValue(column: GridColumn): unknown {
  if (column.type === 'checkbox') {
    const [on, off] = column.customValue ?? [true, false];
    return column.defaultChecked ? on : off;
  }
  return column.defaultValue ?? (column.type === 'inputNumber' ? null : '');
}

/**
 * A new row with a temporary id and every column's default.
 * @example newRow(columns, { current: 120 })
 */
export function newRow(columns: readonly GridColumn[], values: Record<string, unknown> = {}): GridRow {
  const row: GridRow = { id: tempId() };
  for (const c of columns) row[c.key] = defaultCellValue(c);
  return { ...row, ...values, id: typeof values.id === 'string' ? values.id : row.id };
}

/**
 * Where `count` new rows go: count is at least 1, position 0 means the bottom, otherwise before the
 * position-th row (1-based), clamped to the row count.
 * @example addPlacement(3, 0, 10) // { count: 3, index: 10 }
 */
export function addPlacement(
  count: number,
  position: number,
  rowCount: number,
): { count: number; index: number } {
  const n = Math.max(1, Math.floor(Number(count) || 1));
  const p = Math.min(Math.max(0, Math.floor(Number(position) || 0)), rowCount);
  return { count: n, index: p === 0 ? rowCount : p - 1 };
}

/**
 * Allows one call per `ms` (insert-below is limited to one per 1500 ms); a refused call answers false.
 * @example const mayInsert = throttleGate(); if (!mayInsert()) warn('你点击的太快了，请慢点点击!')
 */
export function throttleGate(
  ms: number = GRID.insertThrottleMs,
  now: () => number = Date.now,
): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

/**
 * Drops rows by key: new rows simply vanish, saved ones add their id to `removedIds`.
 * @example removeRows(rows, ['7'], []) // { rows: [...], removedIds: ['7'] }
 */
export function removeRows<R extends GridRow>(
  rows: readonly R[],
  keys: readonly string[],
  removedIds: readonly string[],
): { rows: R[]; removedIds: string[] } {
  const drop = new Set(keys);
  const removed = [...removedIds];
  const kept: R[] = [];
  for (const r of rows) {
    if (!drop.has(r.id)) kept.push(r);
    else if (!isNewRow(r) && !removed.includes(r.id)) removed.push(r.id);
  }
  return { rows: kept, removedIds: removed };
}

/** Move up is refused on the first row, move down on the last. */
export const canMove = (index: number, rowCount: number, step: -1 | 1): boolean =>
  index >= 0 && index < rowCount && index + step >= 0 && index + step < rowCount;

/**
 * Moves the row at `from` to `to` and renumbers the sort key from 1 (spec widgets §4, drag sort).
 * @example moveRow(rows, 3, 0) // the fourth row first, orderNum 1..n
 */
export function moveRow<R extends GridRow>(
  rows: readonly R[],
  from: number,
  to: number,
  sortKey: string = GRID.dragSortKey,
): R[] {
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(Math.min(Math.max(0, to), next.length), 0, moved);
  return renumber(next, sortKey);
}

/** Sets the sort key to 1..n in the current order, copying only rows whose number changes. */
export function renumber<R extends GridRow>(rows: readonly R[], sortKey: string = GRID.dragSortKey): R[] {
  return rows.map((r, i) => (r[sortKey] === i + 1 ? r : { ...r, [sortKey]: i + 1 }));
}

/** Rule of disabled rows: a field whose value equals the configured value or is one of a list. */
export interface DisabledRows {
  [field: string]: unknown;
}

/**
 * True when the row matches any disabledRows entry; such rows cannot be selected or edited.
 * @example isRowDisabled({ id: '1', status: 'locked' }, { status: ['locked', 'archived'] }) // true
 */
export function isRowDisabled(row: Record<string, unknown>, rule?: DisabledRows): boolean {
  if (!rule) return false;
  return Object.entries(rule).some(([field, want]) =>
    Array.isArray(want) ? want.includes(row[field]) : row[field] === want,
  );
}

/** Selection state of the header checkbox: all, some (indeterminate) or none of the selectable rows. */
export function selectionState(
  selectable: number,
  selected: number,
): { checked: boolean; indeterminate: boolean } {
  return {
    checked: selectable > 0 && selected >= selectable,
    indeterminate: selected > 0 && selected < selectable,
  };
}

/**
 * Parses a sort string `column=asc|desc`; anything else is refused.
 * @example parseSort('current=desc') // { column: 'current', order: 'desc' }
 */
export function parseSort(text: string): { column: string; order: 'asc' | 'desc' } | null {
  const m = /^([A-Za-z_][\w.]*)=(asc|desc)$/.exec(text.trim());
  return m ? { column: m[1], order: m[2] as 'asc' | 'desc' } : null;
}
