import type { ReactNode } from 'react';
import type { GridColumn, GridRow, GridSize } from '@weld/core';

/** What a slot column's render gets: the row, its value, and a setter that writes the cell. */
export interface SlotContext {
  row: GridRow;
  value: unknown;
  rowIndex: number;
  setValue(value: unknown): void;
}

/** A grid column on the web: the core definition plus the render of slot cells. */
export type WebGridColumn = GridColumn & { render?: (ctx: SlotContext) => ReactNode };

/** Row heights per size; medium is the spec's 61 px. */
export const ROW_HEIGHTS: Record<GridSize, number> = { medium: 61, small: 48, mini: 40, tiny: 32 };
