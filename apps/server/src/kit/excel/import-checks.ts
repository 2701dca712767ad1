import type { FastifyRequest } from 'fastify';
import { KIND_VALUES, LOCALES, translate } from '@weld/core';
import type { Field, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { pacer } from '../../lib/pacer';
import { dictItems } from '../dictionaries';
import type { ResourceHooks, WriteInfo } from '../save';
import { scopeExpressions } from '../scope';
import type { Scope } from '../scope';
import { kitDb } from '../table';
import type { KitTx, Row } from '../table';
import { label } from '../write';
import type { SheetRow } from './read';
import type { RowError } from './import';

// The checks of an Excel import (import.ts) around its rows: dictionary texts, unique values, hooks' refusals, scope.

/** the import's loops let the loop turn this often (ms): other requests wait at most about this long */
export const SLICE_MS = 5;
export const LOOKUP_CHUNK = 500;

/** Dictionary text in any language (or the code itself) → code, per dictionary field. */
export async function dictCodes(
  ctx: AppContext,
  def: ResourceDefinition,
): Promise<Map<Field, Map<string, string>>> {
  const out = new Map<Field, Map<string, string>>();
  for (const field of Object.values(def.fields).filter((f) => f.dictCode)) {
    const codes = new Map<string, string>();
    for (const lang of LOCALES as readonly Locale[]) {
      for (const item of await dictItems(ctx, lang, field.dictCode as string))
        codes.set(item.text.trim().toLowerCase(), item.value);
    }
    for (const item of await dictItems(ctx, 'zh_CN', field.dictCode as string))
      codes.set(item.value.toLowerCase(), item.value);
    out.set(field, codes);
  }
  return out;
}

export function bodyOf(row: SheetRow, codes: Map<Field, Map<string, string>>): Row {
  const body: Row = {};
  row.fields.forEach((field, i) => {
    const text = row.texts[i];
    const map = codes.get(field);
    if (!map || text === '') body[field.key] = text;
    else if (KIND_VALUES[field.kind].multiple)
      body[field.key] = text
        .split(',')
        .map((t) => map.get(t.trim().toLowerCase()) ?? t.trim())
        .join(',');
    else body[field.key] = map.get(text.toLowerCase()) ?? text;
  });
  return body;
}

/**
 * A row that passed the checks: its columns (the insert's, audit columns added at the write), for afterWrite its
 * body, and the id it is written under. The id is a field from the start, not added by a copy: copies made by
 * spreading each got a hidden class of their own in V8 (some 200 bytes a row, 22 MB for 100k rows).
 */
export interface Valid {
  number: number;
  columns: Row;
  body: Row | null;
  id: string;
}

/** Rows whose unique values another row of the file or of the table (deleted rows too: the index counts them) holds. */
export async function uniqueErrors(
  ctx: AppContext,
  def: ResourceDefinition,
  valid: Valid[],
  lang: Locale,
): Promise<Map<number, RowError>> {
  const out = new Map<number, RowError>();
  const pace = pacer(SLICE_MS);
  for (const field of Object.values(def.fields).filter((f) => f.unique)) {
    const seen = new Map<string, number>();
    for (const row of valid) {
      await pace();
      const value = row.columns[field.column];
      if (value === null || value === undefined || out.has(row.number)) continue;
      const first = seen.get(String(value));
      if (first !== undefined)
        out.set(row.number, {
          row: row.number,
          field: label(def, field, lang),
          reason: translate(lang, 'server.kit.excel.uniqueInFile', { row: first }),
        });
      else seen.set(String(value), row.number);
    }
    const values = [...seen.keys()];
    for (let i = 0; i < values.length; i += LOOKUP_CHUNK) {
      await pace();
      const taken = await kitDb(ctx)
        .selectFrom(def.table)
        .select(field.column)
        .where(field.column, 'in', values.slice(i, i + LOOKUP_CHUNK))
        .execute();
      for (const hit of taken) {
        const number = seen.get(String(hit[field.column])) as number;
        if (!out.has(number))
          out.set(number, {
            row: number,
            field: label(def, field, lang),
            reason: translate(lang, 'server.kit.excel.uniqueInDb'),
          });
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
export async function refuseUnreadable(
  tx: KitTx,
  def: ResourceDefinition,
  scope: Scope,
  written: { id: string; number: number }[],
): Promise<void> {
  const seen = new Set<string>();
  const pace = pacer(SLICE_MS);
  for (let i = 0; i < written.length; i += LOOKUP_CHUNK) {
    await pace();
    const ids = written.slice(i, i + LOOKUP_CHUNK).map((w) => w.id);
    const rows = await tx
      .selectFrom(def.table)
      .select('id')
      .where((eb) => eb.and([eb('id', 'in', ids), ...scopeExpressions(eb, def, scope)]))
      .execute();
    for (const row of rows) seen.add(String(row.id));
  }
  const outside = written.filter((w) => !seen.has(w.id)).map((w) => w.number);
  if (outside.length > 0)
    throw new AppError(403, 'sysPermission.outOfScopeRows', { rows: outside.slice(0, 20).join(', ') });
}

/** What a write hook knows of an imported row: an add, so nothing stored. */
export function rowInfo(row: Valid, at: ImportContext): WriteInfo {
  return { mode: 'add', id: row.id, request: at.request, stored: null, merged: { ...row.columns } };
}

/** A hook's per-field refusal of one row as the report's lines. */
export function refusalErrors(
  def: ResourceDefinition,
  row: number,
  refused: Record<string, string>,
  lang: Locale,
): RowError[] {
  return Object.entries(refused).map(([key, reason]) => ({
    row,
    field: def.fields[key] ? label(def, def.fields[key], lang) : key,
    reason,
  }));
}

/** The per-field messages of a hook's 400 refusal (`result.errors`), or null when it let the row pass; other errors go on. */
export async function rowRefusal(check: () => unknown): Promise<Record<string, string> | null> {
  try {
    await check();
    return null;
  } catch (err) {
    const errors =
      err instanceof AppError && err.status === 400
        ? (err.result as { errors?: Record<string, string> } | null)?.errors
        : undefined;
    if (errors) return errors;
    throw err;
  }
}
