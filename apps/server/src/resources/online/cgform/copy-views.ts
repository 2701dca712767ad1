import { COPY_FIXED_FIELD, COPY_FIXED_HEAD, runtimeSpecOf, servedNameOf } from '@weld/core';
import type { CgformDesign, CgformField, Locale, RuntimeResourceSpec } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { headColumns, loadDesign, writeParts } from './design.repo';
import type { StoredDesign } from './design.repo';
import { checkedSpec } from './publish';

/** Whether a copy serves a field: shown in its list or form, searched, or a tree column its hooks keep. */
function servesField(copy: CgformDesign, field: CgformField): boolean {
  const tree = copy.head.isTree === 'Y' ? [copy.head.treeParentIdField, copy.head.treeIdField] : [];
  return (
    field.isShowList === 1 ||
    field.isShowForm === 1 ||
    field.isQuery === 1 ||
    tree.includes(field.dbFieldName)
  );
}

/**
 * The resource a copy view is served as: its original's table under its own name (`servedNameOf`, so its rights are
 * its own), with only the fields it shows, searches or keeps as a tree, in its order and with its labels. What the
 * table is (logical delete, tenant) is read from every field, served or not, so a copy deletes as its original does.
 * @example await ctx.definitions.save(copySpecOf(copy, 'weld_proc'), by, now, lang)
 */
export function copySpecOf(copy: CgformDesign, table: string): RuntimeResourceSpec {
  const spec = runtimeSpecOf({ ...copy, head: { ...copy.head, tableName: table } });
  const served = new Set(copy.fields.filter((f) => servesField(copy, f)).map((f) => f.dbFieldName));
  const fields = Object.fromEntries(
    Object.entries(spec.fields).filter(([, f]) => served.has(f.column ?? '')),
  );
  const defaultSort = spec.defaultSort && fields[spec.defaultSort.field] ? spec.defaultSort : undefined;
  return { ...spec, name: servedNameOf(copy.head), fields, defaultSort };
}

/**
 * Serves a copy view over its original's table (`/online/data/<copy name>/*`, rights `online:<copy name>:*`).
 * @example await publishCopy(ctx, copy, original, 'admin', request.lang)
 */
export async function publishCopy(
  ctx: AppContext,
  copy: CgformDesign,
  original: CgformDesign,
  by: string,
  lang: Locale,
): Promise<void> {
  const spec = await checkedSpec(ctx, copySpecOf(copy, original.head.tableName), lang);
  await ctx.definitions.save(spec, by, ctx.now(), lang);
}

/** The copy views of an original, as stored. */
export async function copiesOf(ctx: AppContext, originalId: string): Promise<StoredDesign[]> {
  const heads = await ctx.db
    .selectFrom('onl_cgform_head')
    .select('id')
    .where('physic_id', '=', originalId)
    .where('copy_type', '=', 1)
    .orderBy('table_name')
    .execute();
  const copies = await Promise.all(heads.map((h) => loadDesign(ctx.db, h.id)));
  return copies.filter((c): c is StoredDesign => c !== null);
}

/**
 * After a copy's save: its notice of dropped fields is read, its sync state is its original's, and it is served
 * as saved while the original is in sync.
 */
export async function afterCopySave(
  ctx: AppContext,
  copy: StoredDesign,
  original: StoredDesign,
  by: string,
  lang: Locale,
): Promise<void> {
  await ctx.db
    .updateTable('onl_cgform_head')
    .set({ copy_dropped: null, is_db_synch: original.head.isDbSynch })
    .where('id', '=', copy.head.id)
    .execute();
  if (original.head.isDbSynch === 'Y') await publishCopy(ctx, copy, original, by, lang);
  else await ctx.definitions.touch(servedNameOf(copy.head));
}

/** An original left its sync: its copies answer `NO_DB_SYNC` with it until its next sync. */
export async function copiesOutOfSync(ctx: AppContext, originalId: string): Promise<void> {
  const copies = await copiesOf(ctx, originalId);
  if (copies.length === 0) return;
  await ctx.db
    .updateTable('onl_cgform_head')
    .set({ is_db_synch: 'N' })
    .where('physic_id', '=', originalId)
    .where('copy_type', '=', 1)
    .execute();
  for (const copy of copies) await ctx.definitions.touch(servedNameOf(copy.head));
}

/** A copy brought to its original's table after a sync: renamed columns followed, gone ones dropped. */
function alignedCopy(copy: StoredDesign, original: CgformDesign, renames: ReadonlyMap<string, string>) {
  const dropped: string[] = [];
  const fields: CgformField[] = [];
  for (const field of copy.fields) {
    const name = renames.get(field.dbFieldName) ?? field.dbFieldName;
    const column = original.fields.find((f) => f.dbFieldName === name);
    if (!column) {
      dropped.push(field.dbFieldName);
      continue;
    }
    const fixed = Object.fromEntries(COPY_FIXED_FIELD.map((p) => [p, column[p]]));
    fields.push({ ...field, ...fixed, dbFieldName: name, dbFieldNameOld: null });
  }
  const head = { ...copy.head, ...Object.fromEntries(COPY_FIXED_HEAD.map((p) => [p, original.head[p]])) };
  const indexs = original.indexs.map((i) => ({ ...i, id: undefined }));
  return { design: { head, fields, indexs }, dropped };
}

/**
 * After a sync of an original: each copy follows its renamed columns and drops the fields whose column is gone
 * (kept as its notice, `copy_dropped`, until the copy is saved), takes the table's properties and indexes, and is
 * served again. A copy that can no longer be served stays not in sync (the next save of it serves it again); the
 * original's sync stands. `before` is the original as synced, its renamed fields still naming their old columns.
 * @example await syncCopies(ctx, design, 'admin', request.lang)
 */
export async function syncCopies(ctx: AppContext, before: StoredDesign, by: string, lang: Locale) {
  const renames = new Map(
    before.fields.filter((f) => f.dbFieldNameOld).map((f) => [f.dbFieldNameOld ?? '', f.dbFieldName]),
  );
  const original = { ...before, fields: before.fields.map((f) => ({ ...f, dbFieldNameOld: null })) };
  for (const copy of await copiesOf(ctx, before.head.id)) {
    const { design, dropped } = alignedCopy(copy, original, renames);
    const notice = [...(copy.head.copyDropped?.split(',') ?? []), ...dropped].filter(Boolean);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('onl_cgform_head')
        .set({
          ...headColumns(design.head),
          table_version: copy.head.tableVersion + 1,
          is_db_synch: 'Y',
          copy_dropped: notice.length > 0 ? [...new Set(notice)].join(',') : null,
          update_by: by,
          update_time: now,
        })
        .where('id', '=', copy.head.id)
        .execute();
      await writeParts(tx, copy.head.id, design, { by, now });
    });
    try {
      await publishCopy(ctx, design, original, by, lang);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await ctx.db
        .updateTable('onl_cgform_head')
        .set({ is_db_synch: 'N' })
        .where('id', '=', copy.head.id)
        .execute();
      await ctx.definitions.touch(servedNameOf(copy.head));
    }
  }
}
