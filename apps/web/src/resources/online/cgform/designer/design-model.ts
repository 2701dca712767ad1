import { designField } from '@weld/core';
import type { CgformField, CgformIndex, DbType, GridRow } from '@weld/core';

/** Grid rows of stored fields or indexes: the stored id, or a temporary one the save leaves out. */
export function toRows<T extends { id?: string }>(items: T[]): GridRow[] {
  return items.map((item, i) => ({ ...item, id: item.id ?? `new_${i}_${Date.now()}` }));
}

const num = (v: unknown, fallback: number) => {
  const n = Number(v);
  return v === '' || v === null || v === undefined || Number.isNaN(n) ? fallback : n;
};
const flag = (v: unknown, fallback: 0 | 1): 0 | 1 =>
  v === undefined || v === null || v === '' ? fallback : Number(v) === 1 || v === true ? 1 : 0;
const text = (v: unknown) => (v === undefined || v === null || String(v).trim() === '' ? null : String(v));

/**
 * The fields of a design from the grid's rows, in the rows' order (`orderNum`), with the designer's defaults for
 * what a row lacks; a row keeps its id only when the server gave it (`storedIds`).
 * @example fieldsOfRows(grid.getRows(), new Set(stored.map((f) => f.id)))
 */
export function fieldsOfRows(rows: GridRow[], storedIds: ReadonlySet<string>): CgformField[] {
  return rows.map((row, i) => {
    const dbType = (text(row.dbType) ?? 'string') as DbType;
    const base = designField(
      String(row.dbFieldName ?? '').trim(),
      String(row.dbFieldTxt ?? '').trim(),
      dbType,
      i,
    );
    const field: CgformField = {
      ...base,
      dbLength: num(row.dbLength, base.dbLength),
      dbPointLength: num(row.dbPointLength, 0),
      dbDefaultVal: text(row.dbDefaultVal),
      dbIsKey: flag(row.dbIsKey, 0),
      dbIsNull: flag(row.dbIsNull, 1),
      isShowForm: flag(row.isShowForm, 1),
      isShowList: flag(row.isShowList, 1),
      sortFlag: flag(row.sortFlag, 0),
      isReadOnly: flag(row.isReadOnly, 0),
      fieldShowType: text(row.fieldShowType) ?? base.fieldShowType,
      dictTable: text(row.dictTable),
      dictField: text(row.dictField),
      dictText: text(row.dictText),
      fieldMustInput: flag(row.fieldMustInput, 0),
      fieldValidType: text(row.fieldValidType),
      isQuery: flag(row.isQuery, 0),
      queryMode: row.queryMode === 'group' ? 'group' : 'single',
      queryDefVal: text(row.queryDefVal),
      mainTable: text(row.mainTable),
      mainField: text(row.mainField),
      fieldExtendJson: text(row.fieldExtendJson),
      fieldDefaultValue: text(row.fieldDefaultValue),
      fieldHref: text(row.fieldHref),
    };
    if (storedIds.has(row.id)) field.id = row.id;
    return field;
  });
}

/** The indexes of a design from the index grid's rows; ids as for fields. */
export function indexsOfRows(rows: GridRow[], storedIds: ReadonlySet<string>): CgformIndex[] {
  return rows.map((row) => {
    const index: CgformIndex = {
      indexName: String(row.indexName ?? '').trim(),
      indexField: String(row.indexField ?? ''),
      indexType: row.indexType === 'unique' ? 'unique' : 'normal',
    };
    if (storedIds.has(row.id)) index.id = row.id;
    return index;
  });
}

/** Merges the rows a tab's grid holds (some columns) into the full rows, by id, keeping the grid's order. */
export function mergeRows(full: GridRow[], edited: GridRow[]): GridRow[] {
  const byId = new Map(full.map((r) => [r.id, r]));
  return edited.map((row) => ({ ...byId.get(row.id), ...row }));
}

/** Rows with every field property filled with the designer's defaults, so each tab shows what a save would send. */
export function completeRows(rows: GridRow[]): GridRow[] {
  const fields = fieldsOfRows(rows, new Set());
  return rows.map((row, i) => ({ ...row, ...fields[i], id: row.id }));
}
