import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cgformHead, nameProblem, RIGHTS, servedNameOf, translate } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { listRecords } from '../../../kit/crud';
import { readableFor } from '../../../kit/field-rights';
import { scopeOf } from '../../../kit/scope';
import { kitDb, typedTx } from '../../../kit/table';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { publishCopy } from './copy-views';
import { headColumns, loadDesign, writeParts } from './design.repo';
import type { StoredDesign } from './design.repo';
import { designOrFail } from './design.service';
import { readLiveTable, rowCount } from './live-table';
import { tableNameRefusal } from './table-name';
import { unpublishDesign } from './publish';
import { dropTable } from './ddl';

const tags = ['cgform'];
const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, _t: { type: 'string' } },
} as const;

/**
 * Removes a design and its copy views (rows of every part) in one transaction, and drops `dropped` when given; then
 * stops serving each of them. A copy view removed alone leaves its original and the table as they are.
 */
async function removeDesigns(
  ctx: AppContext,
  head: StoredDesign['head'],
  dropped: string | null,
): Promise<void> {
  const headId = head.id;
  const copies = await ctx.db
    .selectFrom('onl_cgform_head')
    .select(['id', 'table_name'])
    .where('physic_id', '=', headId)
    .where('copy_type', '=', 1)
    .execute();
  const ids = [headId, ...copies.map((c) => c.id)];
  const work = async (db: ReturnType<typeof typedTx>) => {
    for (const table of [
      'onl_cgform_field',
      'onl_cgform_index',
      'onl_cgform_button',
      'onl_cgform_rule',
      'onl_cgform_enhance_rev',
    ] as const)
      await db.deleteFrom(table).where('cgform_head_id', 'in', ids).execute();
    await db.deleteFrom('onl_cgform_head').where('id', 'in', ids).execute();
  };
  // MySQL commits DDL itself: the table goes first, then the design in a transaction of its own
  if (dropped && ctx.dialect === 'mysql') await kitDb(ctx).executeQuery(dropTable(kitDb(ctx), dropped).query);
  await kitDb(ctx)
    .transaction()
    .execute(async (tx) => {
      if (dropped && ctx.dialect !== 'mysql') await tx.executeQuery(dropTable(tx, dropped).query);
      await work(typedTx(tx));
    });
  const served = [head, ...copies.map((c) => ({ tableName: c.table_name, copyType: 1 }))];
  for (const design of served) await unpublishDesign(ctx, servedNameOf(design));
}

/** The next free copy name of a table, `<table>$1`, `<table>$2` …, whose served name no other resource has. */
async function copyName(ctx: AppContext, table: string): Promise<string> {
  const rows = await ctx.db
    .selectFrom('onl_cgform_head')
    .select(['table_name', 'copy_type'])
    .where('copy_type', '=', 1)
    .execute();
  const taken = new Set(rows.map((r) => servedNameOf({ tableName: r.table_name, copyType: 1 })));
  const free = (name: string) => {
    const served = servedNameOf({ tableName: name, copyType: 1 });
    return !taken.has(served) && !ctx.definitions.runtimeDefinition(served);
  };
  let n = 1;
  while (!free(`${table}$${n}`)) n++;
  return `${table}$${n}`;
}

/**
 * The form head list and the calls on one design as a whole (ONLINE.md): the list with the kit's list rules,
 * `checkOnlyTable` (1 free, -1 taken), the row count of its table (for the delete confirmation), `removeRecord`
 * (the design only), `delete` (the design and its table), `copyOnline` (a copy view).
 * @example registerHeadRoutes(api, ctx)
 */
export function registerHeadRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/online/cgform/head/list',
    {
      config: { permission: RIGHTS.cgform.list },
      schema: {
        tags,
        summary:
          'Page of form designs (list conventions of DESIGN.md §4: tableName, tableTxt, tableType, isDbSynch, copyType, physicId …)',
      },
    },
    async (request) =>
      ok(
        request,
        await listRecords(
          ctx,
          await readableFor(ctx, cgformHead, request),
          request.query as Record<string, unknown>,
          await scopeOf(ctx, cgformHead, request),
          request.lang,
        ),
      ),
  );

  api.get<{ Querystring: { tbname: string; id?: string } }>(
    '/online/cgform/head/checkOnlyTable',
    {
      config: { permission: RIGHTS.cgform.list },
      schema: {
        tags,
        summary:
          'Whether a table name is free for the design `id` (1) or not (-1: a bad name, a reserved word, a product table, a system resource, another design or a table of the database; the message says which)',
        querystring: {
          type: 'object',
          required: ['tbname'],
          properties: {
            tbname: { type: 'string', maxLength: 100 },
            id: { type: 'string', maxLength: 64 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { tbname, id = '' } = request.query;
      const own = id ? await loadDesign(ctx.db, id) : null;
      const refusal =
        nameProblem(tbname, 'table') ??
        (await tableNameRefusal(ctx, tbname, id || null, own?.head.tableName === tbname));
      if (!refusal) return ok(request, 1);
      // -1 on the wire, as the original's clients read it; the message says why
      return {
        ...ok(request, -1),
        message: translate(request.lang, `server.${refusal.key}`, refusal.params),
      };
    },
  );

  api.get<{ Querystring: { id: string } }>(
    '/online/cgform/head/tableRows',
    {
      config: { permission: RIGHTS.cgform.list },
      schema: {
        tags,
        summary: "A design's table: whether it exists and its row count",
        querystring: idQuery,
      },
    },
    async (request) => {
      const design = await designOrFail(ctx, request.query.id);
      const original =
        design.head.copyType === 1 ? await designOrFail(ctx, design.head.physicId ?? '') : design;
      const table = original.head.tableName;
      const exists = (await readLiveTable(kitDb(ctx), ctx.dialect, table)) !== null;
      return ok(request, { tableName: table, exists, rows: exists ? await rowCount(kitDb(ctx), table) : 0 });
    },
  );

  api.delete<{ Querystring: { id: string } }>(
    '/online/cgform/head/removeRecord',
    {
      config: { permission: RIGHTS.cgform.remove },
      schema: {
        tags,
        summary: 'Remove a design (and its copy views); its table and rows stay',
        querystring: idQuery,
      },
    },
    async (request) => {
      const design = await designOrFail(ctx, request.query.id);
      await removeDesigns(ctx, design.head, null);
      request.operationNote = {
        text: { key: 'server.cgform.log.removed', params: { table: design.head.tableName } },
      };
      return ok(request, null, 'cgform.removed');
    },
  );

  api.delete<{ Querystring: { id: string } }>(
    '/online/cgform/head/delete',
    {
      config: { permission: RIGHTS.cgform.delete },
      schema: {
        tags,
        summary: 'Delete a design and drop its table (a copy view: the copy only)',
        querystring: idQuery,
      },
    },
    async (request) => {
      const design = await designOrFail(ctx, request.query.id);
      const copy = design.head.copyType === 1;
      const table = design.head.tableName;
      const exists = !copy && (await readLiveTable(kitDb(ctx), ctx.dialect, table)) !== null;
      const rows = exists ? await rowCount(kitDb(ctx), table) : 0;
      await removeDesigns(ctx, design.head, exists ? table : null);
      request.operationNote = {
        text: { key: 'server.cgform.log.deleted', params: { table, rows } },
        detail: exists ? `${dropTable(kitDb(ctx), table).sql};` : undefined,
      };
      return ok(request, { tableName: table, rows }, 'cgform.deleted');
    },
  );

  api.post<{ Querystring: { code: string } }>(
    '/online/cgform/head/copyOnline',
    {
      config: { permission: RIGHTS.cgform.copy },
      schema: {
        tags,
        summary: 'Make a copy view of a form: its own page settings over the same table (`<table>$<n>`)',
        querystring: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request: FastifyRequest<{ Querystring: { code: string } }>) => {
      const original = await designOrFail(ctx, request.query.code);
      if (original.head.copyType === 1) return copyOf(original.head.physicId ?? '');
      return copyOf(original.head.id);

      async function copyOf(originalId: string) {
        const source = await designOrFail(ctx, originalId);
        const id = newId();
        const by = authOf(request).principal.username;
        const now = ctx.now();
        const name = await copyName(ctx, source.head.tableName);
        await ctx.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('onl_cgform_head')
            .values({
              id,
              ...headColumns({ ...source.head, tableName: name }),
              table_version: 1,
              is_db_synch: source.head.isDbSynch,
              copy_type: 1,
              physic_id: source.head.id,
              create_by: by,
              create_time: now,
              update_by: null,
              update_time: null,
            })
            .execute();
          const strip = <T extends { id?: string }>(rows: T[]) => rows.map((r) => ({ ...r, id: undefined }));
          await writeParts(
            tx,
            id,
            { fields: strip(source.fields), indexs: strip(source.indexs) },
            { by, now },
          );
        });
        const copy = await designOrFail(ctx, id);
        if (source.head.isDbSynch === 'Y') await publishCopy(ctx, copy, source, by, request.lang);
        request.operationNote = {
          text: { key: 'server.cgform.log.copied', params: { table: source.head.tableName, copy: name } },
        };
        return ok(request, (await designOrFail(ctx, id)).head, 'cgform.copied');
      }
    },
  );
}
