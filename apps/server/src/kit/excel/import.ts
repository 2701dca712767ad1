import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { AppError } from '../../lib/errors';
import { pacer } from '../../lib/pacer';
import { columnsOf } from '../save';
import { scopeValues } from '../scope';
import { kitDb } from '../table';
import type { Row } from '../table';
import { isUniqueViolation, refreshStatistics } from '../../db/dialect';
import { checkValues, dictValuesOf, label } from '../write';
import { unwritableKeys, withoutKeys } from '../field-rights';
import type { SheetRow } from './read';
import {
  bodyOf,
  dictCodes,
  refusalErrors,
  refuseUnreadable,
  rowInfo,
  rowRefusal,
  SLICE_MS,
  uniqueErrors,
} from './import-checks';
import type { ImportContext, Valid } from './import-checks';

export type { ImportContext };

/** One refused cell or row of an import, as the error report lists it. */
export interface RowError {
  row: number;
  field: string;
  reason: string;
  /** the sheet of the row, when a workbook's other sheets were imported too */
  sheet?: string;
}

export interface ImportResult {
  written: number[];
  errors: RowError[];
  /** the rows not written, when errors name rows of other sheets too ('<sheet>!<row>'); else the rows errors name */
  failed?: (number | string)[];
}

/**
 * Rows per insert statement. On SQLite each statement runs on the event loop: 500 rows into a table of a
 * million with its indexes held it some 25 ms, 100 rows a few ms, at about the same total.
 */
const INSERT_ROWS = 100;
/** Rows an import writes from which the table's planner statistics are refreshed after the commit. */
export const ANALYZE_AFTER_ROWS = 1000;
/**
 * Validates every row (field rules, dictionaries, unique values in the file and the table) and writes
 * all valid rows in one transaction with batched inserts; a database error or a row outside the data
 * rules writes nothing, and so does a crash before the commit. Every loop lets the event loop turn
 * every few milliseconds (pacer), so other requests are answered while a large file goes in; on SQLite
 * their reads meanwhile go to the reader connection (db/sqlite-split.ts), not behind this transaction.
 * Consumes `rows`: each slot is emptied once its row is checked, so a large file's rows do not stay in
 * memory beside the columns to write.
 * @example const { written, errors } = await importRows(ctx, position, rows, { request, scope, hooks, user })
 */
export async function importRows(
  ctx: AppContext,
  def: ResourceDefinition,
  rows: SheetRow[],
  at: ImportContext,
): Promise<ImportResult> {
  const lang = at.request.lang;
  const codes = await dictCodes(ctx, def);
  const known = await dictValuesOf(ctx, def);
  // the columns the caller may not see or change are not imported (kit/field-rights.ts)
  const unwritable = await unwritableKeys(ctx, def, at.request);
  const pace = pacer(SLICE_MS);
  const errors: RowError[] = [];
  const valid: Valid[] = [];
  for (let i = 0; i < rows.length; i++) {
    await pace();
    const row = rows[i];
    // the sheet's rows are let go as they are checked: only the columns to write stay
    (rows as (SheetRow | undefined)[])[i] = undefined;
    const body = withoutKeys(bodyOf(row, codes), unwritable);
    const { values, errors: problems } = await checkValues(ctx, def, body, 'add', lang, known);
    const keys = Object.keys(problems);
    for (const key of keys)
      errors.push({ row: row.number, field: label(def, def.fields[key], lang), reason: problems[key] });
    if (keys.length === 0)
      valid.push({
        number: row.number,
        columns: await columnsOf(values, at.hooks),
        body: at.hooks.afterWrite ? body : null,
        id: '',
      });
  }
  const clashes = await uniqueErrors(ctx, def, valid, lang);
  errors.push(...clashes.values());
  const good = valid.filter((r) => !clashes.has(r.number));
  valid.length = 0;
  const now = ctx.now();
  const audit = {
    ...scopeValues(def, at.scope),
    create_by: at.user,
    create_time: now,
    update_by: null,
    update_time: null,
  };
  const checked: Valid[] = [];
  for (const row of good) {
    await pace();
    row.id = newId();
    // a resource's cross-field rule (a parameter out of its process's range …) refuses the row, not the file
    const refused =
      at.hooks.beforeTransaction &&
      (await rowRefusal(() => at.hooks.beforeTransaction?.(row.columns, rowInfo(row, at))));
    if (refused) errors.push(...refusalErrors(def, row.number, refused, lang));
    else checked.push(row);
  }
  const written: Valid[] = [];
  await kitDb(ctx)
    .transaction()
    .execute(async (tx) => {
      for (const row of checked) {
        await pace();
        const refused =
          at.hooks.beforeWrite &&
          (await rowRefusal(() => at.hooks.beforeWrite?.(row.columns, { ...rowInfo(row, at), tx })));
        if (refused) {
          errors.push(...refusalErrors(def, row.number, refused, lang));
          continue;
        }
        // the columns become the insert's row in place: no second object per row
        Object.assign(row.columns, audit, { id: row.id });
        written.push(row);
      }
      if (at.hooks.keys && written.length > 0) {
        // the resource's own keys, handed out inside the transaction that writes them
        const fresh = await at.hooks.keys.allocate(tx, written.length);
        fresh.forEach((key, i) => ((written[i].id = key), (written[i].columns.id = key)));
      }
      for (let i = 0; i < written.length; i += INSERT_ROWS) {
        await pace();
        await tx
          .insertInto(def.table)
          .values(written.slice(i, i + INSERT_ROWS).map((w) => w.columns))
          .execute();
      }
      if (at.hooks.afterWrite) {
        for (const w of written) {
          await pace();
          await at.hooks.afterWrite(tx, {
            mode: 'add',
            id: w.id,
            body: w.body as Row,
            request: at.request,
            stored: null,
          });
        }
      }
      if (at.scope.filters.length > 0) await refuseUnreadable(tx, def, at.scope, written);
    })
    .catch((err: unknown) => {
      // a unique index that caught what the checks above raced past: a conflict, never a 500
      throw isUniqueViolation(err) ? new AppError(409, 'errors.conflict') : err;
    });
  if (written.length >= ANALYZE_AFTER_ROWS) await refreshStatistics(ctx, def.table);
  if (written.length > 0)
    await at.hooks.afterCommit?.({ mode: 'add', ids: written.map((w) => w.id), request: at.request });
  errors.sort((a, b) => a.row - b.row);
  return { written: written.map((r) => r.number), errors };
}
