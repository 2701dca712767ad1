import { fieldList, isNewRow, type Field, type GridRow, type PublishedSubTable } from '@weld/core';

/** The main record's tab key (the sub tables' tabs are keyed by their table names, which cannot start with _). */
export const MAIN_TAB = '_main';

/**
 * The fields of a sub table its form or grid shows: the served form fields, without the foreign key (the server
 * sets it to the main record's value).
 * @example subFormFields(passes).map((f) => f.key) // ['passNo', 'current', 'voltage', 'speed']
 */
export function subFormFields(sub: PublishedSubTable): Field[] {
  return fieldList(sub.definition).filter((f) => f.form && f.key !== sub.fkField);
}

/** The fields a read-only list of sub rows shows: the sub's list columns (its design's 列表显示) without the foreign key. */
export function subShownFields(sub: PublishedSubTable): Field[] {
  return fieldList(sub.definition).filter((f) => f.list && f.key !== sub.fkField);
}

/**
 * A grid row as the main's save takes it: the sub's form fields (empty as null) and the id of a stored row; a row
 * never saved goes without one, so the server inserts it.
 * @example gridRowBody(fields, { id: 'row_1', passNo: 1 }) // { passNo: 1, … }
 */
export function gridRowBody(fields: readonly Field[], row: GridRow): Record<string, unknown> {
  const body: Record<string, unknown> = isNewRow(row) ? {} : { id: row.id };
  for (const f of fields) {
    const value = row[f.key];
    body[f.key] = value === undefined || value === '' ? null : value;
  }
  return body;
}
