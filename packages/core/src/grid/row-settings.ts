import { GRID } from './constants';
import type { GridColumn, GridRow } from './columns';
import { parseSort } from './rows';

/** What the add button's settings popover keeps: how many rows, and where (0 = bottom). */
export interface AddSettings {
  count: number;
  position: number;
}

/** Browser storage key of the add button's settings (spec widgets §8). */
export const ADD_SETTINGS_KEY = 'jet-add-btn-settings';

/**
 * Reads stored add settings, keeping only a whole count ≥ 1 and a whole position ≥ 0; anything else
 * (missing, edited by hand, an older shape) reads as null, so the grid's own defaults apply.
 * @example parseAddSettings('{"count":3,"position":0}') // { count: 3, position: 0 }
 */
export function parseAddSettings(raw: string | null): AddSettings | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<AddSettings>;
    const count = Number(v.count);
    const position = Number(v.position);
    if (!Number.isInteger(count) || count < 1 || !Number.isInteger(position) || position < 0) return null;
    return { count, position };
  } catch {
    return null;
  }
}

/** The add settings a grid starts with: its props, else the spec's defaults (1 row at the bottom). */
export const defaultAddSettings = (count?: number, position?: number): AddSettings => ({
  count: count ?? GRID.addCount,
  position: position ?? GRID.addPosition,
});

/**
 * Values of isOrder columns for `count` new rows: each continues from the largest number in the column
 * (max + 1, max + 2 …), so new rows sort after the existing ones.
 * @example orderValues([{ key: 'seq', isOrder: true }], [{ id: '1', seq: 4 }], 2) // [{ seq: 5 }, { seq: 6 }]
 */
export function orderValues(
  columns: readonly GridColumn[],
  rows: readonly GridRow[],
  count: number,
): Record<string, number>[] {
  const ordered = columns.filter((c) => c.isOrder);
  const out: Record<string, number>[] = Array.from({ length: count }, () => ({}));
  for (const c of ordered) {
    let max = 0;
    for (const r of rows) {
      const n = Number(r[c.key]);
      if (Number.isFinite(n) && r[c.key] !== '' && r[c.key] !== null && n > max) max = n;
    }
    out.forEach((values, i) => {
      values[c.key] = max + i + 1;
    });
  }
  return out;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Rows ordered by a sort string `column=asc|desc` (numbers as numbers, text in natural order, empty
 * cells last either way); a bad string or unknown column leaves the order as it was.
 * @example sortRows(rows, 'current=desc', columns)
 */
export function sortRows<R extends GridRow>(
  rows: readonly R[],
  sort: string,
  columns: readonly GridColumn[],
): R[] {
  const parsed = parseSort(sort);
  const column = parsed && columns.find((c) => c.key === parsed.column);
  if (!parsed || !column) return [...rows];
  const sign = parsed.order === 'asc' ? 1 : -1;
  const numeric = column.type === 'inputNumber' || column.isOrder === true || column.type === 'progress';
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  return [...rows].sort((a, b) => {
    const x = a[column.key];
    const y = b[column.key];
    if (empty(x) || empty(y)) return empty(x) === empty(y) ? 0 : empty(x) ? 1 : -1;
    return sign * (numeric ? Number(x) - Number(y) : collator.compare(String(x), String(y)));
  });
}
