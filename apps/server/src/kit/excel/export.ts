import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { resourceTitle, translate } from '@weld/core';
import type { ListQuery, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { readListQuery } from '../list-query';
import { dictTexts } from '../records';
import type { Scope } from '../scope';
import { label } from '../write';
import { sheetFields } from './cells';
import { filterBatches } from './export-query';
import type { BatchFilter } from './export-query';
import { sheetSource, sqliteFile } from './export-source';
import type { SheetSource } from './export-source';
import { cellRules, rowCells } from './sheet-cells';
import { SheetWriter } from './sheet-writer';
import type { ReadBatch } from './sheet-writer';
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
  const picked =
    typeof selections === 'string' && selections.trim() !== ''
      ? selections
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : null;
  return { query, picked };
}

/** Excel refuses these in sheet names. */
export const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, '_').slice(0, 31);

/** Index of the header row among the rows `sheetBatches` yields (title, exporter, header). */
export const HEADER_ROW = 2;

/**
 * The title, exporter and header rows an export sheet begins with.
 * @example writer.add(sheetHeading(ctx, '焊道', ['电流', '电压'], req))
 */
export function sheetHeading(
  ctx: AppContext,
  title: string,
  headers: string[],
  req: Pick<ExportRequest, 'lang' | 'user'>,
): unknown[][] {
  return [
    [title],
    [translate(req.lang, 'server.kit.excel.exporter', { user: req.user, time: ctx.now() })],
    headers,
  ];
}

const headingRows = (ctx: AppContext, def: ResourceDefinition, req: ExportRequest) =>
  sheetHeading(
    ctx,
    resourceTitle(def, req.lang),
    sheetFields(def).map((f) => label(def, f, req.lang)),
    req,
  );

/**
 * A sheet an export writes after the resource's own (a main form's sub tables): its name, its number of columns and
 * its rows in batches, the title, exporter and header rows first (sheetHeading).
 */
export interface MoreSheet {
  sheetName: string;
  columns: number;
  batches: () => AsyncGenerator<unknown[][]>;
}

const filterOf = (prepared: PreparedExport, req: ExportRequest): BatchFilter => ({
  query: prepared.query,
  picked: prepared.picked,
  scope: req.scope,
});

/**
 * The rows of an export sheet in batches: first the title, exporter and header rows, then the records
 * with dictionary texts, read in keyset batches so memory stays flat however many there are.
 * @example for await (const rows of sheetBatches(ctx, position, prepareExport(position, params), req)) …
 */
export async function* sheetBatches(
  ctx: AppContext,
  def: ResourceDefinition,
  prepared: PreparedExport,
  req: ExportRequest,
): AsyncGenerator<unknown[][]> {
  yield headingRows(ctx, def, req);
  const cellsOf = rowCells(cellRules(sheetFields(def), await dictTexts(ctx, def, req.lang)));
  for await (const rows of filterBatches(ctx, def, filterOf(prepared, req), BATCH)) {
    const cells = rows.map(cellsOf);
    // the records go now, not once the writer has caught up (see pump)
    rows.length = 0;
    yield cells;
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
export async function settle(out: ExportStream): Promise<void> {
  while (!out.destroyed && out.committed - out.rows > IN_FLIGHT) await nextOf(out, ['rows', 'close']);
  if (!out.destroyed && out.writableNeedDrain) await nextOf(out, ['drain', 'close']);
  if (out.destroyed) throw new Error('export stream closed');
}

/**
 * Hands each batch to the writer, holding the producer to the pace of the output. A batch is emptied once posted (the
 * writer's thread has its own copy): a batch still referenced while the producer waits lives through the young
 * generation's collections and is promoted, and on PostgreSQL a million rows of such promotions grew the heap by
 * some 130 MB before a full collection came.
 * @example await pump(out, writer, batches)
 */
export async function pump(
  out: ExportStream,
  writer: SheetWriter,
  batches: AsyncIterable<unknown[][]>,
): Promise<void> {
  for await (const rows of batches) {
    writer.add(rows);
    out.committed += rows.length;
    rows.length = 0;
    await settle(out);
  }
}

/**
 * The batches of `sheetBatches` with the first `count` already read: the database has answered the export's
 * query before the caller sends a byte, so a query it refuses is an error answer, never a file cut short.
 */
export async function readAhead<T>(batches: AsyncGenerator<T>, count: number): Promise<AsyncGenerator<T>> {
  const ahead: T[] = [];
  for (let i = 0; i < count; i++) {
    const next = await batches.next();
    if (next.done) break;
    ahead.push(next.value);
  }
  return (async function* () {
    // handed over one by one, not kept: see pump
    while (ahead.length) yield ahead.shift() as T;
    yield* batches;
  })();
}

/** The writer of an export into `out`, counting the rows each write completes on `out`. */
function writerOf(
  out: ExportStream,
  def: ResourceDefinition,
  req: ExportRequest,
  more: readonly MoreSheet[],
  source?: SheetSource,
): SheetWriter {
  const written = (rows: number) => {
    out.rows = rows;
    out.emit('rows', rows);
  };
  return new SheetWriter(out, {
    sheetName: sheetName(resourceTitle(def, req.lang)),
    columns: sheetFields(def).length,
    header: HEADER_ROW,
    written,
    source,
    more,
  });
}

/** Writes the sheets after the first, each at the pace of the output like the first. */
async function writeMore(out: ExportStream, writer: SheetWriter, more: readonly MoreSheet[]): Promise<void> {
  for (const sheet of more) {
    writer.next();
    await pump(out, writer, sheet.batches());
  }
}

/** Runs the rest of an export; whatever stops it ends the output and the writer's thread. */
export function finish(out: ExportStream, writer: SheetWriter, rest: () => Promise<void>): void {
  rest()
    .then(() => writer.end())
    .then(() => out.end())
    .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))))
    .finally(() => void writer.stop());
}

/**
 * On a SQLite file the writer's thread reads the records itself, on its own connection (export-source.ts):
 * a million rows read on reader threads, mapped on the event loop and sent on to the writer cost the
 * server some 55 MB of resident memory (the main heap's young generation and the malloc arenas the
 * messages passed through); here they exist only in the writer's thread, a batch at a time.
 */
async function exportFromSqlite(
  ctx: AppContext,
  def: ResourceDefinition,
  prepared: PreparedExport,
  req: ExportRequest,
  file: string,
  more: readonly MoreSheet[],
): Promise<Readable> {
  const rules = cellRules(sheetFields(def), await dictTexts(ctx, def, req.lang));
  const source = sheetSource(ctx, def, filterOf(prepared, req), rules, file, BATCH);
  const out = new ExportStream();
  const writer = writerOf(out, def, req, more, source);
  const heading = headingRows(ctx, def, req);
  writer.add(heading);
  out.committed += heading.length;
  let batch: ReadBatch;
  try {
    batch = await writer.read();
  } catch (err) {
    // never handed to the reply: ended without an error nobody would listen for
    out.destroy();
    void writer.stop();
    throw err;
  }
  out.committed += batch.rows;
  finish(out, writer, async () => {
    while (batch.more) {
      await settle(out);
      batch = await writer.read();
      out.committed += batch.rows;
    }
    await writeMore(out, writer, more);
  });
  return out;
}

/**
 * An .xlsx of the list query (or of `selections`) as a stream: title, exporter and header rows, then the
 * records, with the producer held to the pace of the output; then the sheets of `more`, if any. The file is written in a worker thread
 * (sheet-writer.ts), which on a SQLite file also reads the records; elsewhere the event loop reads and maps
 * them. Resolves once the first batch of records has been read (a failing query rejects, before anything is sent).
 * @example reply.send(await exportWorkbook(ctx, position, prepareExport(position, params), { params, scope, lang, user }))
 */
export async function exportWorkbook(
  ctx: AppContext,
  def: ResourceDefinition,
  prepared: PreparedExport,
  req: ExportRequest,
  more: readonly MoreSheet[] = [],
): Promise<Readable> {
  const file = sqliteFile(ctx);
  if (file) return exportFromSqlite(ctx, def, prepared, req, file, more);
  // the heading rows, then the first batch of records
  const batches = await readAhead(sheetBatches(ctx, def, prepared, req), 2);
  const out = new ExportStream();
  const writer = writerOf(out, def, req, more);
  finish(out, writer, async () => {
    await pump(out, writer, batches);
    await writeMore(out, writer, more);
  });
  return out;
}
