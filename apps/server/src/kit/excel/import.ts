import type { FastifyRequest } from 'fastify';
import { LOCALES, translate } from '@weld/core';
import type { Field, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { AppError } from '../../lib/errors';
import { pacer } from '../../lib/pacer';
import { dictItems } from '../dictionaries';
import { columnsOf } from '../save';
import type { ResourceHooks, WriteInfo } from '../save';
import { scopeExpressions, scopeValues } from '../scope';
import type { Scope } from '../scope';
import { kitDb } from '../table';
import type { KitTx, Row } from '../table';
import { isUniqueViolation } from '../../db/dialect';
import { checkValues, dictValuesOf, label } from '../write';
import { unwritableKeys, withoutKeys } from '../field-rights';
import type { SheetRow } from './read';

/** One refused cell or row of an import, as the error report lists it. */
export interface RowError {
  row: number;
  field: string;
  reason: string;
}

export interface ImportResult {
  written: number[];
  errors: RowError[];
}

/**
 * Rows per insert statement. On SQLite each statement runs on the event loop: 500 rows into a table of a
 * million with its indexes held it some 25 ms, 100 rows a few ms, at about the same total.
 */
const INSERT_ROWS = 100;
/** the import's loops let the loop turn this often (ms): other requests wait at most about this long */
const SLICE_MS = 5;
const LOOKUP_CHUNK = 500;

/** Dictionary text in any language (or the code itself) → code, per dictionary field. */
async function dictCodes(ctx: AppContext, def: ResourceDefinition): Promise<Map<Field, Map<string, string>>> {
  const out = new Map<Field, Map<string, string>>();
  for (const field of Object.values(def.fields).filter((f) => f.dictCode)) {
    const codes = new Map<string, string>();
    for (const lang of LOCALES as readonly Locale[]) {
      for (const item of await dictItems(ctx, lang, field.dictCode as string)) codes.set(item.text.trim().toLowerCase(), item.value);
    }
    for (const item of await dictItems(ctx, 'zh_CN', field.dictCode as string)) codes.set(item.value.toLowerCase(), item.value);
    out.set(field, codes);
  }
  return out;
}

function bodyOf(row: SheetRow, codes: Map<Field, Map<string, string>>): Row {
  const body: Row = {};
  row.fields.forEach((field, i) => {
    const text = row.texts[i];
    const map = codes.get(field);
    if (!map || text === '') body[field.key] = text;
    else if (field.kind === 'multiDict') body[field.key] = text.split(',').map((t) => map.get(t.trim().toLowerCase()) ?? t.trim()).join(',');
    else body[field.key] = map.get(text.toLowerCase()) ?? text;
  });
  return body;
}

/**
 * A row that passed the checks: its columns (the insert's, audit columns added at the write), for afterWrite its
 * body, and the id it is written under. The id is a field from the start, not added by a copy: copies made by
 * spreading each got a hidden class of their own in V8 (some 200 bytes a row, 22 MB for 100k rows).
 */
interface Valid {
  number: number;
  columns: Row;
  body: Row | null;
  id: string;
}

/** Rows whose unique values another row of the file or of the table (deleted rows too: the index counts them) holds. */
async function uniqueErrors(ctx: AppContext, def: ResourceDefinition, valid: Valid[], lang: Locale): Promise<Map<number, RowError>> {
  const out = new Map<number, RowError>();
  const pace = pacer(SLICE_MS);
  for (const field of Object.values(def.fields).filter((f) => f.unique)) {
    const seen = new Map<string, number>();
    for (const row of valid) {
      await pace();
      const value = row.columns[field.column];
      if (value === null || value === undefined || out.has(row.number)) continue;
      const first = seen.get(String(value));
      if (first !== undefined) out.set(row.number, { row: row.number, field: label(def, field, lang), reason: translate(lang, 'server.kit.excel.uniqueInFile', { row: first }) });
      else seen.set(String(value), row.number);
    }
    const values = [...seen.keys()];
    for (let i = 0; i < values.length; i += LOOKUP_CHUNK) {
      await pace();
      const taken = await kitDb(ctx).selectFrom(def.table).select(field.column).where(field.column, 'in', values.slice(i, i + LOOKUP_CHUNK)).execute();
      for (const hit of taken) {
        const number = seen.get(String(hit[field.column])) as number;
        if (!out.has(number)) out.set(number, { row: number, field: label(def, field, lang), reason: translate(lang, 'server.kit.excel.uniqueInDb') });
      }
    }
  }
  return out;
}

export interface ImportContext {
  request: FastifyRequest;
  scope: Scope;
  hooks: ResourceHooks;
  user: string;
}

/** Row filters (data rules) bound imports as they bound saves: rows the importer could not read back undo the import. */
async function refuseUnreadable(tx: KitTx, def: ResourceDefinition, scope: Scope, written: { id: string; number: number }[]): Promise<void> {
  const seen = new Set<string>();
  const pace = pacer(SLICE_MS);
  for (let i = 0; i < written.length; i += LOOKUP_CHUNK) {
    await pace();
    const ids = written.slice(i, i + LOOKUP_CHUNK).map((w) => w.id);
    const rows = await tx.selectFrom(def.table).select('id').where((eb) => eb.and([eb('id', 'in', ids), ...scopeExpressions(eb, def, scope)])).execute();
    for (const row of rows) seen.add(String(row.id));
  }
  const outside = written.filter((w) => !seen.has(w.id)).map((w) => w.number);
  if (outside.length > 0) throw new AppError(403, 'sysPermission.outOfScopeRows', { rows: outside.slice(0, 20).join(', ') });
}

/** What a write hook knows of an imported row: an add, so nothing stored. */
function rowInfo(row: Valid, at: ImportContext): WriteInfo {
  return { mode: 'add', id: row.id, request: at.request, stored: null, merged: { ...row.columns } };
}

/** A hook's per-field refusal of one row as the report's lines. */
function refusalErrors(def: ResourceDefinition, row: number, refused: Record<string, string>, lang: Locale): RowError[] {
  return Object.entries(refused).map(([key, reason]) => ({ row, field: def.fields[key] ? label(def, def.fields[key], lang) : key, reason }));
}

/** The per-field messages of a hook's 400 refusal (`result.errors`), or null when it let the row pass; other errors go on. */
async function rowRefusal(check: () => unknown): Promise<Record<string, string> | null> {
  try {
    await check();
    return null;
  } catch (err) {
    const errors = err instanceof AppError && err.status === 400 ? (err.result as { errors?: Record<string, string> } | null)?.errors : undefined;
    if (errors) return errors;
    throw err;
  }
}

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
export async function importRows(ctx: AppContext, def: ResourceDefinition, rows: SheetRow[], at: ImportContext): Promise<ImportResult> {
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
    for (const key of keys) errors.push({ row: row.number, field: label(def, def.fields[key], lang), reason: problems[key] });
    if (keys.length === 0) valid.push({ number: row.number, columns: await columnsOf(values, at.hooks), body: at.hooks.afterWrite ? body : null, id: '' });
  }
  const clashes = await uniqueErrors(ctx, def, valid, lang);
  errors.push(...clashes.values());
  const good = valid.filter((r) => !clashes.has(r.number));
  valid.length = 0;
  const now = ctx.now();
  const audit = { ...scopeValues(def, at.scope), create_by: at.user, create_time: now, update_by: null, update_time: null };
  const checked: Valid[] = [];
  for (const row of good) {
    await pace();
    row.id = newId();
    // a resource's cross-field rule (a parameter out of its process's range …) refuses the row, not the file
    const refused = at.hooks.beforeTransaction && (await rowRefusal(() => at.hooks.beforeTransaction?.(row.columns, rowInfo(row, at))));
    if (refused) errors.push(...refusalErrors(def, row.number, refused, lang));
    else checked.push(row);
  }
  const written: Valid[] = [];
  await kitDb(ctx).transaction().execute(async (tx) => {
    for (const row of checked) {
      await pace();
      const refused = at.hooks.beforeWrite && (await rowRefusal(() => at.hooks.beforeWrite?.(row.columns, { ...rowInfo(row, at), tx })));
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
      await tx.insertInto(def.table).values(written.slice(i, i + INSERT_ROWS).map((w) => w.columns)).execute();
    }
    if (at.hooks.afterWrite) {
      for (const w of written) {
        await pace();
        await at.hooks.afterWrite(tx, { mode: 'add', id: w.id, body: w.body as Row, request: at.request, stored: null });
      }
    }
    if (at.scope.filters.length > 0) await refuseUnreadable(tx, def, at.scope, written);
  }).catch((err: unknown) => {
    // a unique index that caught what the checks above raced past: a conflict, never a 500
    throw isUniqueViolation(err) ? new AppError(409, 'errors.conflict') : err;
  });
  if (written.length > 0) await at.hooks.afterCommit?.({ mode: 'add', ids: written.map((w) => w.id), request: at.request });
  errors.sort((a, b) => a.row - b.row);
  return { written: written.map((r) => r.number), errors };
}
