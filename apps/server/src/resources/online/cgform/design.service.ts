import type { FastifyRequest } from 'fastify';
import {
  copyProblems,
  designProblems,
  foreignKeyOf,
  indexColumns,
  relationProblems,
  subTableNames,
} from '@weld/core';
import type { CgformDesign, CgformField } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError, fieldError } from '../../../lib/errors';
import { authOf } from '../../../plugins/route-config';
import { kitDb } from '../../../kit/table';
import { afterCopySave, copiesOutOfSync } from './copy-views';
import { designError } from './design-input';
import { fieldColumns, headColumns, indexRow, loadDesign, storedByNames, writeParts } from './design.repo';
import type { StoredDesign } from './design.repo';
import { linkDownRootProblems } from './link-down-hooks';
import { readLiveTable } from './live-table';
import { publishDesign } from './publish';
import { tableNameRefusal } from './table-name';

/** Where the designer shows a refusal of the table name: under 表名. */
const TABLE_NAME = 'head.tableName';

/** What a sync compares of a field: a change here makes the design not in sync. */
const dbPart = (f: CgformField) =>
  [
    f.dbFieldName,
    f.dbFieldNameOld ?? '',
    f.dbType,
    f.dbLength,
    f.dbPointLength,
    f.dbDefaultVal ?? '',
    f.dbIsKey,
    f.dbIsNull,
  ].join('|');

/** The database-relevant part of a design (table, columns, indexes), order aside. */
function dbShape(design: CgformDesign): string {
  return JSON.stringify([
    design.head.tableName,
    design.fields.map(dbPart).sort(),
    design.indexs.map((i) => [i.indexName, indexColumns(i).join(), i.indexType].join('|')).sort(),
  ]);
}

/** Everything a saved change is, as stored (audit, ids, version and sync state aside): a save that changes none of it keeps the version. */
function wholeShape(design: CgformDesign): string {
  const fields = [...design.fields].sort(
    (a, b) => a.orderNum - b.orderNum || a.dbFieldName.localeCompare(b.dbFieldName),
  );
  const indexs = [...design.indexs].sort((a, b) => a.indexName.localeCompare(b.indexName));
  return JSON.stringify([headColumns(design.head), fields.map(fieldColumns), indexs.map(indexRow)]);
}

/**
 * Core's main–sub checks against the stored designs this one names (a main's subs, a sub's main): a sub saved
 * before its main is checked on its own, and the main's save checks the pair.
 */
async function checkRelations(
  ctx: AppContext,
  request: FastifyRequest,
  design: CgformDesign,
  ownId: string | null,
) {
  const names =
    design.head.tableType === 3 ? [foreignKeyOf(design)?.mainTable ?? ''] : subTableNames(design.head);
  const others = (await storedByNames(ctx.db, names.filter(Boolean))).filter((d) => d.head.id !== ownId);
  const problems = relationProblems(design, others);
  if (problems.length > 0) throw designError(request.lang, problems);
}

/** Core's checks, then the server's and the database's (tableNameRefusal), each at the table name's field. */
async function checkDesign(
  ctx: AppContext,
  request: FastifyRequest,
  design: CgformDesign,
  ownId: string | null,
  existingTableAllowed: boolean,
): Promise<void> {
  const problems = designProblems(design);
  if (problems.length > 0) throw designError(request.lang, problems);
  const roots = await linkDownRootProblems(ctx, design.fields);
  if (roots.length > 0) throw designError(request.lang, roots);
  await checkRelations(ctx, request, design, ownId);
  const refusal = await tableNameRefusal(ctx, design.head.tableName, ownId, existingTableAllowed);
  if (refusal) throw fieldError(request.lang, TABLE_NAME, refusal.key, refusal.params, refusal.status);
}

/** A stored design or a 404. */
export async function designOrFail(ctx: AppContext, id: string): Promise<StoredDesign> {
  const design = await loadDesign(ctx.db, id);
  if (!design) throw new AppError(404, 'cgform.notFound');
  return design;
}

/**
 * Stores a new design (version 1, not in sync), all or nothing; `fromTable` allows a table the database already
 * has (a design imported from it). Answers its id.
 * @example const id = await addDesign(ctx, request, designOf(request.body))
 */
export async function addDesign(
  ctx: AppContext,
  request: FastifyRequest,
  design: CgformDesign,
  fromTable = false,
): Promise<string> {
  await checkDesign(ctx, request, design, null, fromTable);
  const id = newId();
  const by = authOf(request).principal.username;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('onl_cgform_head')
      .values({
        id,
        ...headColumns(design.head),
        table_version: 1,
        is_db_synch: 'N',
        copy_type: 0,
        physic_id: null,
        create_by: by,
        create_time: now,
        update_by: null,
        update_time: null,
      })
      .execute();
    // ids are the server's: a new design's parts get new ones
    const fresh = <T extends { id?: string }>(rows: T[]) => rows.map((r) => ({ ...r, id: undefined }));
    await writeParts(tx, id, { fields: fresh(design.fields), indexs: fresh(design.indexs) }, { by, now });
  });
  return id;
}

/**
 * Keeps each renamed field's column name of the last sync (`dbFieldNameOld`), matched by field id: a field renamed
 * twice before a sync still names the column the table has; one renamed back has none.
 */
function withOldNames(stored: StoredDesign, design: CgformDesign): CgformField[] {
  const before = new Map(stored.fields.map((f) => [f.id, f]));
  return design.fields.map((field) => {
    const was = field.id ? before.get(field.id) : undefined;
    if (!was) return { ...field, id: undefined, dbFieldNameOld: null };
    const old = was.dbFieldNameOld ?? (was.dbFieldName !== field.dbFieldName ? was.dbFieldName : null);
    return { ...field, dbFieldNameOld: old === field.dbFieldName ? null : old };
  });
}

/**
 * Saves a changed design: every change raises the version; a change of the table, its columns or indexes makes
 * it not in sync (the table is altered by the next sync), any other change of a synced design is published at
 * once. A copy view keeps its table name. A stale `tableVersion` is a 409.
 * @example const saved = await editDesign(ctx, request, designOf(request.body))
 */
export async function editDesign(
  ctx: AppContext,
  request: FastifyRequest,
  input: CgformDesign,
): Promise<StoredDesign> {
  const stored = await designOrFail(ctx, input.head.id ?? '');
  if (input.head.tableVersion !== undefined && input.head.tableVersion !== stored.head.tableVersion)
    throw fieldError(request.lang, 'head.tableVersion', 'cgform.staleVersion', {}, 409);
  const copy = stored.head.copyType === 1;
  const original = copy ? await designOrFail(ctx, stored.head.physicId ?? '') : null;
  const tableName = copy ? stored.head.tableName : input.head.tableName;
  const design: CgformDesign = {
    head: { ...input.head, tableName },
    fields: withOldNames(stored, input),
    // a copy's indexes are its original's (the table's): it keeps them as stored
    indexs: copy
      ? stored.indexs
      : input.indexs.map((i) => ({
          ...i,
          id: stored.indexs.some((s) => s.id === i.id) ? i.id : undefined,
        })),
  };
  // a copy is checked as the table it shows; it never changes that table
  const checked = original
    ? { ...design, head: { ...design.head, tableName: original.head.tableName } }
    : design;
  if (!copy && tableName !== stored.head.tableName) {
    if (await readLiveTable(kitDb(ctx), ctx.dialect, stored.head.tableName))
      throw fieldError(request.lang, TABLE_NAME, 'cgform.tableFixed', { name: stored.head.tableName });
    await checkDesign(ctx, request, checked, stored.head.id, false);
  } else if (original) {
    const columns = [...stored.fields, ...original.fields];
    const problems = [...designProblems(checked), ...copyProblems(design, columns, stored.head)];
    if (problems.length > 0) throw designError(request.lang, problems);
  } else await checkDesign(ctx, request, checked, stored.head.id, true);
  const changed = wholeShape(design) !== wholeShape(stored);
  const dbChanged = !copy && dbShape(design) !== dbShape(stored);
  const version = stored.head.tableVersion + (changed ? 1 : 0);
  const synch = dbChanged ? 'N' : stored.head.isDbSynch;
  const by = authOf(request).principal.username;
  const now = ctx.now();
  if (changed)
    await ctx.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('onl_cgform_head')
        .set({
          ...headColumns(design.head),
          table_version: version,
          is_db_synch: synch,
          update_by: by,
          update_time: now,
        })
        .where('id', '=', stored.head.id)
        .execute();
      await writeParts(tx, stored.head.id, design, { by, now });
    });
  const saved = await designOrFail(ctx, stored.head.id);
  // a synced design whose page properties changed is served as changed at once; one taken out of sync is no
  // longer served by the dispatch either: its served definition is read again, and with it the design
  if (original) await afterCopySave(ctx, saved, original, by, request.lang);
  else if (changed && synch === 'Y') await publishDesign(ctx, saved, by, request.lang);
  else if (changed) {
    await ctx.definitions.touch(stored.head.tableName);
    await copiesOutOfSync(ctx, stored.head.id);
  }
  return designOrFail(ctx, stored.head.id);
}
