import type { FastifyRequest } from 'fastify';
import { isSecret } from '@weld/core';
import type { Field, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { AppError } from '../lib/errors';
import { authOf } from '../plugins/route-config';
import { findRow, storedRow } from './crud';
import type { RowFilter, Scope, ScopeSource } from './scope';
import { scopeValues } from './scope';
import { unwritableKeys, withoutKeys } from './field-rights';
import { kitDb } from './table';
import type { KitTx, Row } from './table';
import type { ApiRecord } from './records';
import { isUniqueViolation } from '../db/dialect';
import { checkUnique, writeValues } from './write';
import { storeVersion } from './data-log';
import type { WriteMode } from './write';
import type { BatchFilter } from './excel/export-query';
import type { MoreSheet } from './excel/export';
import type { ImportContext, ImportResult } from './excel/import';

/** What a write's hooks know: the row as stored before the write (null on add) and as it will be after. */
export interface WriteInfo {
  mode: WriteMode;
  /** '' on add when the resource hands out its own keys (they are drawn after beforeWrite) */
  id: string;
  request: FastifyRequest;
  /** every column of the stored row, read inside the write's transaction (or just before it, for beforeTransaction) */
  stored: Row | null;
  /** the stored columns with the written ones over them: the row a cross-field rule judges */
  merged: Row;
}

/** A write's hooks inside its transaction: they read and write through `tx` (typedTx, inTransaction), never around it. */
export interface TxWriteInfo extends WriteInfo {
  tx: KitTx;
}

/** What a resource may add to the kit's writes. */
export interface ResourceHooks {
  /** the stored form of a password or secret (hash or cipher); required when the definition has one */
  storeSecret?: (field: Field, clear: string) => Promise<string>;
  /**
   * checks that wait on the network (an allowed host's address): they run before the transaction, so the
   * writer is not held meanwhile; an Excel import runs them per row. Throw an AppError to refuse
   */
  beforeTransaction?: (columns: Row, info: WriteInfo) => Promise<void>;
  /** the last word before a write, inside its transaction: cross-field rules or derived columns; throw an AppError to refuse */
  beforeWrite?: (columns: Row, info: TxWriteInfo) => void | Promise<void>;
  /** inside the write's transaction, after the row is written: link tables (a user's roles …); throw to undo all */
  afterWrite?: (
    tx: KitTx,
    info: { mode: WriteMode; id: string; body: Row; request: FastifyRequest; stored: Row | null },
  ) => Promise<void>;
  /** after a write committed (add, edit, import, delete): tell what keeps its own picture of the rows, e.g. the scheduler */
  afterCommit?: (info: {
    mode: WriteMode | 'delete';
    ids: string[];
    request: FastifyRequest;
  }) => Promise<void>;
  /** inside the delete's transaction, before the rows go: refuse with an AppError (children remain …) or clean up */
  beforeDelete?: (tx: KitTx, ids: string[], request: FastifyRequest) => Promise<void>;
  /**
   * opens `queryById` to every signed-in user: callers without the `:list` right read only the rows these
   * filters let through (an announcement its recipient may open), any other row is refused with 403
   */
  recipientScope?: ScopeSource;
  /** after a delete has been committed: tell others (live notices …); a failure here no longer undoes the delete */
  afterDelete?: (ids: string[], request: FastifyRequest) => Promise<void>;
  /** restricts every read and write of the resource to these rows (on top of tenant and del_flag) */
  scope?: ScopeSource;
  /**
   * list parameters beyond the definition's fields (e.g. `departId` on users): the value becomes a filter
   * of list and export; the filter's SQL is the resource's, the value only a parameter
   */
  listParams?: Record<string, (value: string, request: FastifyRequest) => RowFilter | Promise<RowFilter>>;
  /** adds fields to answered records (list, queryById), e.g. a user's role ids; may not remove any */
  decorate?: (records: ApiRecord[], info: { request: FastifyRequest; lang: Locale }) => Promise<void>;
  /**
   * keys other than the kit's random string ids (sys_tenant's integers): `allocate` hands out `count` new ids
   * inside the add transaction (so beforeWrite sees '' on add), `valid` tells which requested ids can exist
   * at all; others are answered 404 before any SQL compares them with the key column
   */
  keys?: { allocate: (tx: KitTx, count: number) => Promise<string[]>; valid: (id: string) => boolean };
  /**
   * further names under the resource's path for standard endpoints, e.g. `{ listAll: 'list' }`: the same
   * handler under the same right, for paths the original platform's clients call
   */
  endpointAliases?: Readonly<Record<string, string>>;
  /**
   * an Excel export's sheets after the resource's own (a main form's sub tables), and the definition its first sheet is
   * written with (which may add a column the other sheets refer to); a legacy .xls carries the first sheet only
   */
  exportBook?: (info: ExportBookInfo) => Promise<{ def: ResourceDefinition; more: MoreSheet[] }>;
  /**
   * an Excel import of the whole workbook (a main form's records with their sub rows): what it wrote and refused;
   * null leaves the file to the standard import of its first sheet
   */
  importBook?: (file: Buffer, at: ImportContext) => Promise<ImportResult | null>;
}

/** What an export's `exportBook` hook knows: the first sheet's definition (the caller's readable fields) and rows. */
export interface ExportBookInfo {
  def: ResourceDefinition;
  filter: BatchFilter;
  lang: Locale;
  user: string;
}

/** Stored columns of validated values: secrets through the resource's hook. */
export async function columnsOf(values: Map<Field, unknown>, hooks: ResourceHooks): Promise<Row> {
  const columns: Row = {};
  for (const [field, value] of values) {
    if (isSecret(field) && value !== null) {
      // registerResource refuses a definition with secrets and no hook, so the hook is there
      columns[field.column] = await (hooks.storeSecret as NonNullable<ResourceHooks['storeSecret']>)(
        field,
        String(value),
      );
    } else columns[field.column] = value;
  }
  return columns;
}

/**
 * Validates and writes a record (add: a new id; edit: the body's id within the caller's scope), with
 * the audit columns filled; answers the id. Nothing is written when anything is refused.
 * @example const id = await saveRecord(ctx, position, request, 'add', scope, hooks)
 */
export async function saveRecord(
  ctx: AppContext,
  def: ResourceDefinition,
  request: FastifyRequest,
  mode: WriteMode,
  scope: Scope,
  hooks: ResourceHooks,
): Promise<string> {
  // fields the caller may not see or change are not written (kit/field-rights.ts)
  const body = withoutKeys((request.body ?? {}) as Row, await unwritableKeys(ctx, def, request));
  let id = mode === 'add' ? (hooks.keys ? '' : newId()) : String(body.id ?? '');
  if (mode === 'edit' && id === '') throw new AppError(400, 'validation.required', { field: 'id' });
  if (mode === 'edit' && hooks.keys && !hooks.keys.valid(id)) throw new AppError(404, 'kit.notFound');
  const values = await writeValues(ctx, def, body, mode, request.lang);
  const columns = await columnsOf(values, hooks);
  if (hooks.beforeTransaction) {
    const stored = mode === 'edit' ? await storedRow(kitDb(ctx), def, id, scope) : null;
    if (mode === 'edit' && !stored) throw new AppError(404, 'kit.notFound');
    await hooks.beforeTransaction(columns, { mode, id, request, stored, merged: { ...stored, ...columns } });
  }
  const who = { by: authOf(request).principal.username, at: ctx.now() };
  try {
    await kitDb(ctx)
      .transaction()
      .execute(async (tx) => {
        const stored = mode === 'edit' ? await storedRow(tx, def, id, scope) : null;
        if (mode === 'edit' && !stored) throw new AppError(404, 'kit.notFound');
        await hooks.beforeWrite?.(columns, {
          mode,
          id,
          request,
          tx,
          stored,
          merged: { ...stored, ...columns },
        });
        await checkUnique(tx, def, values, mode === 'edit' ? id : null, request.lang);
        if (mode === 'add') {
          if (hooks.keys) id = (await hooks.keys.allocate(tx, 1))[0];
          await tx
            .insertInto(def.table)
            .values({
              ...columns,
              ...scopeValues(def, scope),
              id,
              create_by: who.by,
              create_time: who.at,
              update_by: null,
              update_time: null,
            })
            .execute();
        } else {
          await tx
            .updateTable(def.table)
            .set({ ...columns, update_by: who.by, update_time: who.at })
            .where('id', '=', id)
            .execute();
        }
        await hooks.afterWrite?.(tx, { mode, id, body, request, stored });
        // 数据日志: the version is part of the write, so a refused write leaves none
        if (def.dataLog) await storeVersion(tx, def, id, stored);
        // row filters (data rules, scope hooks) bound what a caller may write too: a row they could not
        // read back is refused and rolled back, rather than saved and then answered 404
        if (scope.filters.length > 0 && !(await findRow(tx, def, id, scope)))
          throw new AppError(403, 'sysPermission.outOfScope');
      });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'errors.conflict');
    throw err;
  }
  return id;
}
