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
import { BATCH, ExportStream, finish, pump, readAhead, settle } from './export-pace';
import { SheetWriter } from './sheet-writer';
import type { ReadBatch } from './sheet-writer';

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
