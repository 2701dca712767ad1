import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors';

/** One row of a sheet: its number in the file and its cell values (index 0 unused, like exceljs' row values). */
export interface RawRow {
  number: number;
  values: unknown[];
}

/** How a file is parsed: a legacy .xls whole, an .xlsx whole, or an .xlsx streamed. */
type ParseKind = 'xls' | 'xlsx' | 'xlsx-stream';

/** Where a sheet begins among a workbook's rows: its name and its place among the sheets (0 the first). */
export interface SheetStart {
  sheet: { name: string; index: number };
}

/** Rows per message: small enough that receiving one is a short step of the event loop. */
const BATCH_ROWS = 2000;
/**
 * How much nicer than the server the parser's thread runs (Linux priorities are per thread): parsing is
 * most of an import's processor time, and on a busy box the event loop, which answers every other
 * request, then gets the first turn (as the export's sheet writer does).
 */
const NICENESS = 10;

/**
 * The streaming reader's heap ceiling (MB). Without one, the worker's old generation filled with the parse's
 * garbage to 60-70 MB before its first full collection (V8 sizes that first limit from the heap's maximum, here
 * the process's); under one it stays at 25-30 MB for a 100k-row file. A streamed read holds little (the shared
 * strings and a batch of rows); one that needs more fails and is read again whole, as any trip of the streaming
 * reader is. The whole-file parsers get no ceiling: they hold the whole workbook.
 */
const STREAM_OLD_SPACE_MB = 256;

const resolve = createRequire(import.meta.url).resolve;

/**
 * The worker's program, plain CommonJS run from this string with its libraries named by absolute path,
 * so it runs alike under tsx, Vitest and the bundled server (which has no separate worker file). It
 * parses the file of each message it gets (one at a time: a reader holds the thread until its read ends) and
 * posts the rows in batches; SheetJS loads its code pages itself. Asked for every sheet (all), it posts each
 * sheet's name and place before its rows; the streaming reader must know them then, and reach every sheet the
 * workbook names, or the file is read whole.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const { paths, batch, niceness } = workerData;
try {
  // "<pid>/task/<tid>": this thread's own id; where /proc is absent the thread keeps the server's priority
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  if (tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + niceness));
} catch {}
async function parse(kind, buffer, all) {
  let rows = [];
  const post = (message) => parentPort.postMessage(message);
  const push = (number, values) => {
    rows.push({ number, values });
    if (rows.length >= batch) { post({ rows }); rows = []; }
  };
  const begin = (name, index) => {
    if (rows.length > 0) { post({ rows }); rows = []; }
    post({ sheet: { name, index } });
  };
  if (kind === 'xls') {
    const XLSX = require(paths.xlsx);
    let book;
    try {
      book = XLSX.read(buffer, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false, dense: true, ...(all ? {} : { sheets: 0 }) });
    } catch {
      return post({ refused: 'kit.excel.unreadable' });
    }
    if (!book.Sheets[book.SheetNames[0]]) return post({ refused: 'kit.excel.noHeader' });
    for (const [index, name] of book.SheetNames.entries()) {
      if (index > 0 && !all) break;
      if (all) begin(name, index);
      // numbered from 1 as in Excel, empty rows included so numbers stay true; dates as Date, like exceljs's
      const grid = XLSX.utils.sheet_to_json(book.Sheets[name], { header: 1, raw: true, defval: null, blankrows: true, UTC: true });
      grid.forEach((cells, i) => push(i + 1, [null, ...cells]));
    }
  } else if (kind === 'xlsx-stream') {
    // exceljs's streaming reader; a cell left { sharedString: n } (its issue #683) fails the read, to be read again whole
    const ExcelJS = require(paths.exceljs);
    const { Readable } = require('node:stream');
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
    const unresolved = (v) => typeof v === 'object' && v !== null && 'sharedString' in v;
    const named = () => (reader.model && reader.model.sheets) || [];
    let begun = 0;
    for await (const sheet of reader) {
      if (all) {
        const index = named().findIndex((s) => s.name === sheet.name);
        if (index < 0) throw new Error('a sheet before the workbook part naming it');
        begin(sheet.name, index);
        begun += 1;
      }
      for await (const row of sheet) {
        if (row.values.some(unresolved)) throw new Error('unresolved shared string');
        push(row.number, row.values);
      }
      if (!all) break;
    }
    // now and then the reader ends before the last sheets it put aside (those ahead of the shared strings)
    if (all && begun < named().length) throw new Error('sheets left out by the streaming reader');
  } else {
    const ExcelJS = require(paths.exceljs);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    for (const [index, sheet] of book.worksheets.entries()) {
      if (index > 0 && !all) break;
      if (all) begin(sheet.name, index);
      sheet.eachRow({ includeEmpty: false }, (row, number) => push(number, row.values));
    }
  }
  if (rows.length > 0) post({ rows });
  post({ done: true });
}
parentPort.on('message', ({ kind, file, all }) => {
  const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  parse(kind, buffer, all).catch((err) => parentPort.postMessage({ failed: String((err && err.message) || err) }));
});
`;

type Message = { rows: RawRow[] } | SheetStart | { done: true } | { refused: string } | { failed: string };

/**
 * How long the warm parser waits for the next .xlsx before it ends and its heap goes with it. Starting a
 * parser thread (loading exceljs into it) costs 200-450 ms here, more than reading a file of a few hundred
 * rows; a warm one answers a small import in tens of milliseconds.
 */
const IDLE_MS = 30_000;

interface Parser {
  worker: Worker;
  /** the reader of the job in hand */
  listener: ((message: Message) => void) | null;
  idle?: NodeJS.Timeout;
}

/** The one parser thread kept between streamed .xlsx reads, when it is not in use; null while a read holds it. */
let warm: Parser | null = null;

function startParser(kind: ParseKind): Parser {
  const paths = { xlsx: resolve('@e965/xlsx'), exceljs: resolve('exceljs') };
  const worker = new Worker(PROGRAM, {
    eval: true,
    workerData: { paths, batch: BATCH_ROWS, niceness: NICENESS },
    resourceLimits: kind === 'xlsx-stream' ? { maxOldGenerationSizeMb: STREAM_OLD_SPACE_MB } : {},
  });
  const parser: Parser = { worker, listener: null };
  worker.on('message', (message: Message) => parser.listener?.(message));
  worker.on('error', (err: Error) => parser.listener?.({ failed: err.message }));
  worker.on('exit', (code) => {
    if (warm === parser) warm = null;
    parser.listener?.({ failed: `sheet worker ended with ${code}` });
  });
  return parser;
}

/** Ends the warm parser thread now, rather than after IDLE_MS unused (it never keeps the process alive). */
export async function endWarmParser(): Promise<void> {
  const parser = warm;
  warm = null;
  if (parser) {
    clearTimeout(parser.idle);
    await parser.worker.terminate();
  }
}

/**
 * The rows of the first sheet of a file, parsed in a worker thread: an .xlsx by exceljs's streaming
 * reader ('xlsx-stream'), or whole (a legacy .xls through SheetJS, or an .xlsx the streaming reader
 * tripped on). Parsing is most of an import's processor time and would hold the event loop (the whole-file
 * parsers for seconds without a break). A streamed read that ends well leaves its thread warm for the next
 * one; the whole-file parsers' threads end with their read, taking their garbage and SheetJS's code pages
 * (some 20 MB) with them, as does a thread whose read failed or was left early. 400 for a file SheetJS
 * cannot read or without a sheet; other failures are thrown as they are (readSheet answers them with 400
 * unreadable).
 * @example for await (const { number, values } of wholeSheetRows('xls', buffer)) …
 */
export function wholeSheetRows(kind: ParseKind, file: Buffer): AsyncGenerator<RawRow> {
  return parsedRows(kind, file, false) as AsyncGenerator<RawRow>;
}

/**
 * The rows of every sheet of a file, each sheet's after its start (name and place), parsed as wholeSheetRows parses
 * the first sheet's; the streaming reader fails (to be read again whole) when it reaches a sheet it cannot name.
 * @example for await (const item of workbookRows('xlsx-stream', buffer)) if ('sheet' in item) …
 */
export function workbookRows(kind: ParseKind, file: Buffer): AsyncGenerator<RawRow | SheetStart> {
  return parsedRows(kind, file, true);
}

async function* parsedRows(kind: ParseKind, file: Buffer, all: boolean): AsyncGenerator<RawRow | SheetStart> {
  const keep = kind === 'xlsx-stream';
  const parser = keep && warm ? warm : startParser(kind);
  if (parser === warm) warm = null;
  clearTimeout(parser.idle);
  parser.worker.ref();
  const inbox: Message[] = [];
  let wake: (() => void) | null = null;
  parser.listener = (message) => {
    // a message of an earlier read cannot come: a read left early ends its thread
    inbox.push(message);
    wake?.();
    wake = null;
  };
  parser.worker.postMessage({ kind, file, all });
  let finished = false;
  try {
    for (;;) {
      if (inbox.length === 0) await new Promise<void>((resume) => (wake = resume));
      const message = inbox.shift() as Message;
      if ('rows' in message) yield* message.rows;
      else if ('sheet' in message) yield message;
      else if ('done' in message) {
        finished = true;
        return;
      } else if ('refused' in message) {
        finished = true;
        throw new AppError(400, message.refused);
      } else throw new Error(message.failed);
    }
  } finally {
    parser.listener = null;
    if (finished && keep && warm === null) {
      warm = parser;
      parser.worker.unref();
      parser.idle = setTimeout(() => void endWarmParser(), IDLE_MS).unref();
    } else await parser.worker.terminate();
  }
}
