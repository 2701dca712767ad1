import { PRESETS, isPresetName } from '../validation/presets';
import { fillTemplate, type GridColumn, type GridRow, type GridRule } from './columns';

/** A failed cell: a message key to translate with `params`, or a literal text from the column's rule. */
export interface CellError {
  message: string;
  params?: Record<string, string>;
}

const K = 'web.grid.rule.';
const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

function fail(
  rule: GridRule,
  column: GridColumn,
  key: string,
  params: Record<string, string> = {},
): CellError {
  // params go along with literal messages too: a message may itself be a locale key needing the title
  return {
    message: rule.message ? fillTemplate(rule.message, column) : key,
    params: { title: column.title, ...params },
  };
}

function countOf(rows: readonly GridRow[], key: string, value: unknown): number {
  let n = 0;
  for (const r of rows) if (r[key] === value || (r[key] != null && String(r[key]) === String(value))) n += 1;
  return n;
}

function patternFails(pattern: NonNullable<GridRule['pattern']>, text: string): string | null {
  if (pattern instanceof RegExp) return pattern.test(text) ? null : `${K}pattern`;
  if (typeof pattern === 'string')
    return isPresetName(pattern) && !PRESETS[pattern].test(text)
      ? `server.kit.validation.preset.${pattern}`
      : null;
  return new RegExp(pattern.regex).test(text) ? null : pattern.message;
}

/**
 * The synchronous rules of one cell, in the spec's order: required (also pattern '*'), unique or
 * pattern 'only' (the value in two or more rows), then, on non-empty values, the preset or custom regex.
 * @example validateCellSync(col, row, rows) // { message: 'web.grid.rule.required', params: { title: '电流' } }
 */
export function validateCellSync(
  column: GridColumn,
  row: GridRow,
  rows: readonly GridRow[],
): CellError | null {
  const value = row[column.key];
  for (const rule of column.validateRules ?? []) {
    if ((rule.required || rule.pattern === '*') && isEmpty(value)) return fail(rule, column, `${K}required`);
    if ((rule.unique || rule.pattern === 'only') && !isEmpty(value) && countOf(rows, column.key, value) >= 2)
      return fail(rule, column, `${K}unique`);
    if (rule.pattern && rule.pattern !== 'only' && rule.pattern !== '*' && !isEmpty(value)) {
      const failed = patternFails(rule.pattern, String(value));
      if (failed) return fail(rule, column, failed);
    }
  }
  return null;
}

/**
 * All rules of one cell including the async handlers, which run only when the synchronous ones pass.
 * @example await validateCell(col, row, rows) // null when the cell is fine
 */
export async function validateCell(
  column: GridColumn,
  row: GridRow,
  rows: readonly GridRow[],
): Promise<CellError | null> {
  const sync = validateCellSync(column, row, rows);
  if (sync) return sync;
  for (const rule of column.validateRules ?? []) {
    if (!rule.handler) continue;
    const answer = await rule.handler(row[column.key], row, column);
    if (answer === false) return fail(rule, column, `${K}handler`);
    if (typeof answer === 'string' && answer)
      return { message: fillTemplate(answer, column), params: { title: column.title } };
  }
  return null;
}

/** The first failing cell of a table, scanning rows top to bottom and columns left to right. */
export interface FirstFailure {
  rowIndex: number;
  rowId: string;
  column: string;
  error: CellError;
}

/**
 * Validates every cell; answers every error by `rowId:column` and the first failure, or null when all pass.
 * @example const { first } = await validateRows(columns, rows); if (first) focus(first.rowId)
 */
export async function validateRows(
  columns: readonly GridColumn[],
  rows: readonly GridRow[],
): Promise<{ errors: Map<string, CellError>; first: FirstFailure | null }> {
  const errors = new Map<string, CellError>();
  let first: FirstFailure | null = null;
  const ruled = columns.filter((c) => c.validateRules?.length);
  for (let i = 0; i < rows.length; i += 1) {
    for (const c of ruled) {
      const error = await validateCell(c, rows[i], rows);
      if (!error) continue;
      errors.set(`${rows[i].id}:${c.key}`, error);
      first ??= { rowIndex: i, rowId: rows[i].id, column: c.key, error };
    }
  }
  return { errors, first };
}
