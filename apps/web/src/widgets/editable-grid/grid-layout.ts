import { GRID, type GridColumn } from '@weld/core';
import type { FixedParts } from './grid-row';

/** A laid-out column: its left offset inside the scrolling part and its width. */
export interface PlacedColumn<C> {
  column: C;
  left: number;
  width: number;
}

/** The width of a column by spec widgets §9: its own, else the fixed width of its type, else 120, never below the type's minimum. */
export function columnWidth(c: GridColumn): number {
  const base = c.width ?? GRID.fixedWidth[c.type] ?? GRID.columnWidth;
  const min = c.minWidth ?? GRID.minWidth[c.type] ?? 0;
  return Math.max(base, min) + (c.type === 'file' || c.type === 'image' || c.type === 'upload' ? 1 : 0);
}

/**
 * Places the visible columns one after the other.
 * @example placeColumns(columns).total // sum of the widths
 */
export function placeColumns<C extends GridColumn>(
  columns: readonly C[],
): { placed: PlacedColumn<C>[]; total: number } {
  let left = 0;
  const placed = columns
    .filter((c) => c.type !== 'hidden')
    .map((column) => {
      const width = columnWidth(column);
      const p = { column, left, width };
      left += width;
      return p;
    });
  return { placed, total: left };
}

/** First index whose end passes `x` (binary search over placed columns). */
function firstEndingAfter<C>(placed: PlacedColumn<C>[], x: number): number {
  let lo = 0;
  let hi = placed.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (placed[mid].left + placed[mid].width <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The slice of scrolling columns in view, with two extra on each side so fast horizontal scrolls do not
 * show gaps.
 * @example visibleColumns(placed, 0, 800) // { start: 0, end: 9 }
 */
export function visibleColumns<C>(
  placed: PlacedColumn<C>[],
  scrollLeft: number,
  viewWidth: number,
  extra = 2,
): { start: number; end: number } {
  if (placed.length === 0) return { start: 0, end: 0 };
  const start = Math.max(0, firstEndingAfter(placed, scrollLeft) - extra);
  const end = Math.min(placed.length, firstEndingAfter(placed, scrollLeft + viewWidth) + 1 + extra);
  return { start, end };
}

/**
 * The rows in view plus the spec's "about 9 rows" around them.
 * @example visibleRows(6100, 400, 61, 100000) // { start: 91, end: 116 }
 */
export function visibleRows(
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  count: number,
  extra: number = GRID.overscanRows,
): { start: number; end: number } {
  const first = Math.floor(scrollTop / rowHeight);
  const last = Math.ceil((scrollTop + viewHeight) / rowHeight);
  return { start: Math.max(0, first - extra), end: Math.min(count, last + extra) };
}

/** The widths of the grid's own columns left of the data: row number, selection, expand button, drag handle. */
export function fixedPartsOf(shown: {
  rowNumber: boolean;
  rowSelection: boolean;
  dragSort: boolean;
  hasStatistics: boolean;
  expandable: boolean;
}): FixedParts {
  const seq = shown.rowNumber ? GRID.seqWidth : 0;
  // the footer's statistics labels need a wider selection column
  const selection = shown.rowSelection
    ? shown.hasStatistics
      ? GRID.selectionWidthWithStatistics
      : GRID.selectionWidth
    : 0;
  const drag = shown.dragSort ? 56 : 0;
  const expand = shown.expandable ? 40 : 0;
  return { seq, selection, expand, drag, total: seq + selection + expand + drag };
}
