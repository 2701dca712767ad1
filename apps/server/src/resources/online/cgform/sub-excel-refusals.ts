import { translate } from '@weld/core';
import type { Locale, ResourceDefinition } from '@weld/core';
import { AppError } from '../../../lib/errors';
import type { RowError } from '../../../kit/excel/import';
import type { SheetRow } from '../../../kit/excel/read';
import { label } from '../../../kit/write';

/** A sheet of the workbook by the sub table whose rows it holds: its name, the sub and this main record's rows. */
export type SheetOf = (
  table: string,
) => { name: string; def: ResourceDefinition; rows: readonly SheetRow[] } | undefined;

/** The refusals of one record's save that name the record, not the whole import: the rest end the import. */
const RECORD_STATUSES: readonly number[] = [400, 403, 404, 409];

/** `<sub>[<index>].<field>`, `<sub>[<index>]` or `<sub>`: where the form's save places a sub row's refusal. */
const SUB_AT = /^([a-z][a-z0-9_]*)(?:\[(\d+)\](?:\.(.+))?)?$/;

const fieldName = (def: ResourceDefinition, key: string | undefined, lang: Locale) =>
  key === undefined ? '' : def.fields[key] ? label(def, def.fields[key], lang) : key;

/**
 * The lines of the error report for a main record the form's save refused (ONLINE.md sub-row keys mapped back to the
 * workbook): a main field's refusal at the main's sheet and row, a sub row's at its own sheet and row, each with the
 * field's label; a refusal naming no field (a unique value taken, a row outside the caller's data rules) at the main's
 * row. Null for a failure that is not the record's (the database gone): the import ends with it.
 * @example const lines = sheetRefusal(err, { name: '订单', def, row: 4 }, sheetOf, 'zh_CN')
 */
export function sheetRefusal(
  err: unknown,
  main: { name: string; def: ResourceDefinition; row: number },
  sheetOf: SheetOf,
  lang: Locale,
): RowError[] | null {
  if (!(err instanceof AppError) || !RECORD_STATUSES.includes(err.status)) return null;
  const result = (err.result ?? {}) as { errors?: Record<string, string>; field?: string };
  const lines: RowError[] = [];
  for (const [at, reason] of Object.entries(result.errors ?? {})) {
    const match = SUB_AT.exec(at);
    const sheet = match && sheetOf(match[1]);
    if (!match || !sheet) {
      lines.push({ sheet: main.name, row: main.row, field: fieldName(main.def, at, lang), reason });
      continue;
    }
    const index = match[2] === undefined ? undefined : Number(match[2]);
    const row = index === undefined ? undefined : sheet.rows[index];
    lines.push({
      sheet: sheet.name,
      // a refusal of the list itself (a one-to-one sub given two rows): at its second row
      row: row?.number ?? sheet.rows[1]?.number ?? sheet.rows[0]?.number ?? main.row,
      field: fieldName(sheet.def, match[3], lang),
      reason,
    });
  }
  if (lines.length > 0) return lines;
  const reason = translate(lang, `server.${err.key}`, err.params);
  return [{ sheet: main.name, row: main.row, field: fieldName(main.def, result.field, lang), reason }];
}
