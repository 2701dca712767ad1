import type { GridRow } from '@weld/core';
import type { DictOption } from '../../../lib/use-dict-options';
import type { WebGridColumn } from '../grid-types';

/** What every cell editor gets from the grid row. */
export interface CellProps {
  column: WebGridColumn;
  row: GridRow;
  rowIndex: number;
  value: unknown;
  /** the column's options: fixed ones or its dictionary's */
  options: DictOption[];
  disabled: boolean;
  placeholder: string;
  /** writes the cell; `input` validates at once, `change` too (the spec's two triggers) */
  onChange(value: unknown): void;
  /** writes several cells of the row at once (a popup filling its target fields) */
  onChangeRow(values: Record<string, unknown>): void;
  /** leaving the cell: validates 100 ms later, with the async handlers */
  onBlur(): void;
}

/** The text a cell shows for a value: option labels for coded values, else the value itself. */
export function displayText(value: unknown, options: DictOption[]): string {
  if (value === null || value === undefined || value === '') return '';
  if (!options.length) return Array.isArray(value) ? value.join(',') : String(value);
  const parts = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return parts.map((v) => options.find((o) => o.value === v)?.label ?? v).join(',');
}
