import { KIND_VALUES } from '@weld/core';
import type { Field } from '@weld/core';

/** How one column's cell comes from a database row: the API record's value, or its dictionary text. */
export interface CellRule {
  column: string;
  /** numeric kinds: a number cell (PostgreSQL and MySQL hand decimals back as strings) */
  number: boolean;
  /** code → text of the field's dictionary, in the export's language; null for a field without one */
  dict: ReadonlyMap<string, string> | null;
  /** a kind of several codes (multiDict): comma-joined, each shown as its text */
  multi: boolean;
}

/** The rules of a sheet's columns, in order (a plain structure: it is also sent to the writer's thread). */
export function cellRules(
  fields: readonly Field[],
  texts: ReadonlyMap<string, ReadonlyMap<string, string>>,
): CellRule[] {
  return fields.map((f) => ({
    column: f.column,
    number: KIND_VALUES[f.kind].numeric,
    dict: f.dictCode ? (texts.get(f.dictCode) ?? new Map<string, string>()) : null,
    multi: KIND_VALUES[f.kind].multiple,
  }));
}

/**
 * The cells of a database row as the list shows it (records.ts toRecord: `<field>_dictText` for dictionary
 * fields, a code no entry holds as itself). Self-contained, without named inner functions, like
 * sheet-xml.ts's rowWriter: the writer's thread runs it from its source text when it reads the rows itself.
 * @example rowCells(cellRules(fields, texts))({ id: '1', post_rank: '3' }) // ['中级']
 */
export function rowCells(rules: readonly CellRule[]): (row: Record<string, unknown>) => unknown[] {
  return (row) => {
    const cells: unknown[] = new Array(rules.length);
    for (let c = 0; c < rules.length; c++) {
      const rule = rules[c];
      const raw = row[rule.column];
      if (raw === null || raw === undefined) {
        cells[c] = null;
        continue;
      }
      const value = rule.number ? Number(raw) : String(raw);
      if (!rule.dict) {
        cells[c] = value;
        continue;
      }
      const dict = rule.dict;
      cells[c] = rule.multi
        ? String(value)
            .split(',')
            .map((code) => dict.get(code) ?? code)
            .join(',')
        : (dict.get(String(value)) ?? String(value));
    }
    return cells;
  };
}
