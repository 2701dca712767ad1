import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { resourceTitle, translate } from '@weld/core';
import type { ListQuery, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { queryExpression } from '../conditions';
import { readListQuery } from '../list-query';
import { dictTexts, readColumns, toRecord } from '../records';
import { scopeExpressions } from '../scope';
import type { Scope } from '../scope';
import { kitDb } from '../table';
import type { Row } from '../table';
import { label } from '../write';
import { sheetFields } from './cells';
import { SheetWriter } from './sheet-writer';

type Eb = ExpressionBuilder<Record<string, Row>, string>;
/**
 * Rows read per query. A batch lives through the loop that hands it to the writer, long enough for the
 * young-generation collections it triggers to promote it: the smaller the batch, the less the heap grows.
 * A 1,000,000-row export peaked near 290 MB of server RSS at 2,000 rows; with the server of the welding
 * screens (idle near 175 MB), near 300 MB at 1,000 rows and 266-271 MB at 500, with no loss of speed
 * (23 s against 26-28 s; measured with `npm run bench`'s export on this 2-core machine).
 */
export const BATCH = 500;
/**
 * Rows handed to the writer whose bytes have not yet been written to the output: the writer turns each
 * batch into bytes as it comes, so this is slack for the producer and the writer to overlap, no more.
 */
export const IN_FLIGHT = 4 * BATCH;

interface Cursor {
  id: string;
  value: unknown;
}

/** One pass of the export: rows with a value in the sort column, then (second pass) those without. */
type Pass = { column: string; nulls: boolean } | null;

/**
 * Rows after the cursor in the list's order (sort column, then id): keyset paging written as a range
 * an index on (column, id) serves, so each batch costs the same however deep the export is.
 */
function after(eb: Eb, pass: Pass, desc: boolean, cursor: Cursor): Expression<SqlBool> {
  const op = desc ? '<' : '>';
  const id = eb(sql.ref('id'), op, cursor.id);
  if (!pass || pass.nulls) return id;
  const col = sql.ref(pass.column);
  return eb.and([eb(col, desc ? '<=' : '>=', cursor.value), eb.or([eb(col, op, cursor.value), id])]);
}

export interface ExportRequest {
  scope: Scope;
  lang: Locale;
  user: string;
}

/** The query an export runs, checked before anything is sent: a bad parameter is a 400, not a broken file. */
export interface PreparedExport {
  query: ListQuery;
  picked: string[] | null;
}

/** Parses the list parameters (and `selections=id,…`) of an export; 400 when the query names anything not allowed. */
export function prepareExport(def: ResourceDefinition, params: Record<string, unknown>): PreparedExport {
  const { selections, ...rest } = params;
  const query = readListQuery(def, { ...rest, pageNo: '1', pageSize: '1' });
  const picked = typeof selections === 'string' && selections.trim() !== '' ? selections.split(',').map((s) => s.trim()).filter(Boolean) : null;
  return { query, picked };
}

/** Excel refuses these in sheet names. */
export const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, '_').slice(0, 31);

/** Index of the header row among the rows `sheetBatches` yields (title, exporter, header). */
export const HEADER_ROW = 2;

/**
 * The rows of an export sheet in batches: first the title, exporter and header rows, then the records
 * with dictionary texts, read in keyset batches so memory stays flat however many there are.
 * @example for await (const rows of sheetBatches(ctx, position, prepareExport(position, params), req)) …
 */
export async function* sheetBatches(ctx: AppContext, def: ResourceDefinition, prepared: PreparedExport, req: ExportRequest): AsyncGenerator<unknown[][]> {
  const { query, picked } = prepared;
  const fields = sheetFields(def);
  yield [
    [resourceTitle(def, req.lang)],
    [translate(req.lang, 'server.kit.excel.exporter', { user: req.user, time: ctx.now() })],
    fields.map((f) => label(def, f, req.lang)),
  ];
  const texts = await dictTexts(ctx, def, req.lang);
  const column = query.sort?.column ?? null;
  const desc = (query.sort?.order ?? 'desc') === 'desc';
  // nulls sort differently per dialect: export them last, in a pass of their own
  const passes: Pass[] = column ? [{ column, nulls: false }, { column, nulls: true }] : [null];
  for (const pass of passes) {
    let cursor: Cursor | null = null;
    for (;;) {
      const from: Cursor | null = cursor;
      let select = kitDb(ctx)
        .selectFrom(def.table)
        .select(readColumns(def))
        .where((eb) => {
          const parts = [...scopeExpressions(eb, def, req.scope)];
          const filter = queryExpression(eb, query);
          if (filter) parts.push(filter);
          if (picked) parts.push(eb('id', 'in', picked));
          if (pass) parts.push(eb(sql.ref(pass.column), pass.nulls ? 'is' : 'is not', null));
          if (from) parts.push(after(eb, pass, desc, from));
          return eb.and(parts);
        });
      if (pass && !pass.nulls) select = select.orderBy(pass.column, desc ? 'desc' : 'asc');
      const rows = await select.orderBy('id', desc ? 'desc' : 'asc').limit(BATCH).execute();
      yield rows.map((row) => {
        const record = toRecord(def, row, texts);
        return fields.map((f) => (f.dictCode ? record[`${f.key}_dictText`] : record[f.key]) ?? null);
      });
      if (rows.length < BATCH) break;
      const last = rows[rows.length - 1];
      cursor = { id: String(last.id), value: pass ? last[pass.column] : null };
    }
  }
}

/**
 * The file as it leaves the server: a pass-through that also counts the rows handed to the writer
 * (`committed`) and those whose bytes have been written to it (`rows`, with a 'rows' event).
 */
export class ExportStream extends PassThrough {
  committed = 0;
  rows = 0;

  constructor() {
    // some batches' worth of the file (500 rows deflate to some 15 KB): more would only hold memory
    super({ highWaterMark: 64 * 1024 });
  }
}

/** Resolves on the next of the events; the listeners go away with it. */
function nextOf(emitter: ExportStream, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const e of events) emitter.off(e, done);
      resolve();
    };
    for (const e of events) emitter.on(e, done);
  });
}

/**
 * Holds the producer while more than IN_FLIGHT rows sit with the writer, and while the output is full (a
 * slow client): memory stays flat whatever the client's pace. Throws once the output is gone (the client
 * left, or the writer failed), which ends the export.
 */
async function settle(out: ExportStream): Promise<void> {
  while (!out.destroyed && out.committed - out.rows > IN_FLIGHT) await nextOf(out, ['rows', 'close']);
  if (!out.destroyed && out.writableNeedDrain) await nextOf(out, ['drain', 'close']);
  if (out.destroyed) throw new Error('export stream closed');
}

/**
 * The batches of `sheetBatches` with the first `count` already read: the database has answered the export's
 * query before the caller sends a byte, so a query it refuses is an error answer, never a file cut short.
 */
async function readAhead<T>(batches: AsyncGenerator<T>, count: number): Promise<AsyncGenerator<T>> {
  const ahead: T[] = [];
  for (let i = 0; i < count; i++) {
    const next = await batches.next();
    if (next.done) break;
    ahead.push(next.value);
  }
  return (async function* () {
    yield* ahead;
    yield* batches;
  })();
}

/**
 * An .xlsx of the list query (or of `selections`) as a stream: title, exporter and header rows, then the
 * records, with the producer held to the pace of the output. The event loop only reads and maps the rows;
 * the file is written in a worker thread (sheet-writer.ts). Resolves once the first batch of records has
 * been read (a failing query rejects, before anything is sent).
 * @example reply.send(await exportWorkbook(ctx, position, prepareExport(position, params), { params, scope, lang, user }))
 */
export async function exportWorkbook(ctx: AppContext, def: ResourceDefinition, prepared: PreparedExport, req: ExportRequest): Promise<Readable> {
  // the heading rows, then the first batch of records
  const batches = await readAhead(sheetBatches(ctx, def, prepared, req), 2);
  const out = new ExportStream();
  const written = (rows: number) => {
    out.rows = rows;
    out.emit('rows', rows);
  };
  const writer = new SheetWriter(out, { sheetName: sheetName(resourceTitle(def, req.lang)), columns: sheetFields(def).length, header: HEADER_ROW, written });
  const write = async () => {
    for await (const rows of batches) {
      writer.add(rows);
      out.committed += rows.length;
      await settle(out);
    }
    await writer.end();
    out.end();
  };
  write()
    .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))))
    .finally(() => void writer.stop());
  return out;
}
