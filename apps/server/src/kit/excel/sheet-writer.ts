import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { rebuilt } from '../../db/sqlite-reader-thread';
import type { SheetSource } from './export-source';
import { rowCells } from './sheet-cells';
import { bookParts, rowWriter, SHEET_TAIL, sheetHead, sheetPart } from './sheet-xml';

const resolve = createRequire(import.meta.url).resolve;

/**
 * How much nicer than the server the writer's thread runs (Linux priorities are per thread): on a busy
 * box the scheduler then gives the event loop, which answers every other request, the first turn.
 */
const NICENESS = 10;

/**
 * The worker's program: plain CommonJS run from this string with fflate named by absolute path and
 * rowWriter inlined from its source, so it runs alike under tsx, Vitest and the bundled server. Each batch
 * of rows it is sent becomes sheet XML, deflated at once by node's zlib in this thread (level 1, each
 * batch a run of blocks closed by a sync flush, so the batches' outputs join into one deflate stream), and
 * leaves in fflate's zip entry as one message with the count of rows it completes. It keeps nothing of a
 * batch once posted and never reads ahead of what it is sent, so the sender bounds its memory. Given a
 * source (SQLite), it reads the record batches itself, one per 'read' message, on its own read-only
 * connection: each batch's statement is then its own read transaction, as on the reader threads.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const { paths, parts, heads, tail, sheetParts, header, niceness } = workerData;
try {
  // "<pid>/task/<tid>": this thread's own id; where /proc is absent the thread keeps the server's priority
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, niceness);
} catch {}
const { Zip, ZipDeflate } = require(paths.fflate);
const rowXml = (${rowWriter.toString()})(header);
const fail = (err) => parentPort.postMessage({ failed: String((err && err.message) || err) });
let pending = [];
let size = 0;
let count = 0;
let ended = false;
let scheduled = null;
const zip = new Zip((err, chunk, final) => {
  if (err) return fail(err);
  pending.push(chunk);
  size += chunk.length;
  if (final) ended = true;
});
// the bytes leave in messages of up to 256 KB, at least once per turn of this thread's loop: each message
// wakes the server's thread, which (at a better priority) may then take this thread's turn on the core
const post = () => {
  scheduled = null;
  if (size === 0) return;
  const bytes = Buffer.concat(pending, size);
  pending = [];
  size = 0;
  // a buffer of its own moves to the server's thread without a copy; a slice of the pool is copied
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  parentPort.postMessage({ bytes, rows: count }, own ? [bytes.buffer] : []);
};
const later = () => {
  if (size >= 256 * 1024) {
    if (scheduled) clearImmediate(scheduled);
    post();
  } else scheduled ??= setImmediate(post);
};
for (const [name, text] of parts) {
  const part = new ZipDeflate(name, { level: 6 });
  zip.add(part);
  part.push(Buffer.from(text), true);
}
// deflated here rather than by fflate: node's zlib takes a fraction of the time on sheet XML
let sheet = null;
// the sheet being written (0-based) and the rows written before it: each sheet numbers its rows from 1
let sheetAt = -1;
let start = 0;
const LAST_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));
const deflate = (raw, last) => {
  sheet.size += raw.length;
  // the zip's sizes are 32-bit (fflate writes no zip64): a bigger sheet would be a broken file
  if (sheet.size > 0xffffffff) throw new Error('sheet larger than 4 GB');
  sheet.crc = zlib.crc32(raw, sheet.crc);
  const packed = zlib.deflateRawSync(raw, { level: 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  sheet.ondata(null, last ? Buffer.concat([packed, LAST_BLOCK]) : packed, last);
};
// the zip entries follow one another: a sheet is closed before the next is opened
const nextSheet = () => {
  if (sheet) deflate(Buffer.from(tail), true);
  sheetAt += 1;
  if (sheetAt >= heads.length) throw new Error('no sheet ' + (sheetAt + 1) + ' in this workbook');
  start = count;
  sheet = { filename: sheetParts[sheetAt], compression: 8, size: 0, crc: 0 };
  zip.add(sheet);
  deflate(Buffer.from(heads[sheetAt]), false);
};
// each batch's rows are encoded one by one into this buffer (kept from batch to batch, grown as needed)
let area = Buffer.allocUnsafe(1024 * 1024);
const encode = (rows) => {
  let at = 0;
  for (let i = 0; i < rows.length; i++) {
    const xml = rowXml(rows[i], count - start + i);
    if (at + xml.length * 3 > area.length) {
      const bigger = Buffer.allocUnsafe(Math.max(area.length * 2, at + xml.length * 3));
      area.copy(bigger, 0, 0, at);
      area = bigger;
    }
    at += area.write(xml, at);
  }
  return area.subarray(0, at);
};
// the source's batches, read here so their rows never cross to the server's thread (export-source.ts)
let read = null;
if (workerData.source) {
  const source = workerData.source;
  const db = new (require(source.driver))(source.file);
  db.pragma('query_only = ON');
  db.pragma('busy_timeout = 5000');
  // every page is read once: better-sqlite3's default cache of 16 MB would only hold memory (a 1M-row
  // export's thread reached 58 MB of heap with it, 17 MB with this)
  db.pragma('cache_size = -2000');
  const cellsOf = (${rowCells.toString()})(source.rules);
  // structured clone turns a Buffer into a plain Uint8Array: bind it as better-sqlite3 binds Buffers
  const bound = (params) => params.map((p) => (p instanceof Uint8Array && !Buffer.isBuffer(p) ? Buffer.from(p.buffer, p.byteOffset, p.byteLength) : p));
  const statements = new Map();
  const prepared = (sql) => statements.get(sql) || statements.set(sql, db.prepare(sql)).get(sql);
  let passAt = 0;
  let cursor = null;
  read = () => {
    const pass = source.passes[passAt];
    let rows;
    if (cursor) {
      const params = bound(pass.after.params);
      for (const i of pass.after.idAt) params[i] = cursor.id;
      for (const i of pass.after.valueAt) params[i] = cursor.value;
      rows = prepared(pass.after.sql).all(params);
    } else rows = prepared(pass.first.sql).all(bound(pass.first.params));
    if (rows.length < source.batch) {
      passAt += 1;
      cursor = null;
    } else {
      const last = rows[rows.length - 1];
      cursor = { id: String(last.id), value: pass.column === null ? null : last[pass.column] };
    }
    return { cells: rows.map(cellsOf), more: passAt < source.passes.length };
  };
}
nextSheet();
post();
parentPort.on('message', (message) => {
  if (message.read) {
    let batch;
    try {
      batch = read();
    } catch (err) {
      // the statement's error is the caller's to answer (before the first byte, an error answer)
      return parentPort.postMessage({ read: 0, more: false, error: { name: err && err.name, message: String((err && err.message) || err), code: err && err.code } });
    }
    message.rows = batch.cells;
    message.more = batch.more;
  }
  try {
    if (message.rows) {
      deflate(encode(message.rows), false);
      count += message.rows.length;
      if (message.read) parentPort.postMessage({ read: message.rows.length, more: message.more });
      return later();
    }
    if (message.next) {
      nextSheet();
      return later();
    }
    // every sheet the workbook names is written, those never started empty
    while (sheetAt < heads.length - 1) nextSheet();
    deflate(Buffer.from(tail), true);
    zip.end();
    if (!ended) throw new Error('zip not ended');
    if (scheduled) clearImmediate(scheduled);
    post();
    parentPort.postMessage({ done: true });
  } catch (err) {
    fail(err);
  }
});
`;

type Failure = { name?: string; message: string; code?: string };
type Message =
  | { bytes: Uint8Array; rows: number }
  | { read: number; more: boolean; error?: Failure }
  | { done: true }
  | { failed: string };

/** A batch the writer's thread read from its source: its rows, and whether more follow. */
export interface ReadBatch {
  rows: number;
  more: boolean;
}

export interface SheetWriterOptions {
  sheetName: string;
  /** columns of the sheet (each 20 wide) */
  columns: number;
  /** the sheets after the first, each begun by next(); the rows of a source are the first sheet's */
  more?: readonly { sheetName: string; columns: number }[];
  /** index of the row written bold (the header) */
  header: number;
  /** told, after each write to `out`, how many rows that write completes in all */
  written?: (rows: number) => void;
  /** the records' statements, read by the writer's thread itself (SQLite): the caller asks for each batch with read() */
  source?: SheetSource;
}

/**
 * An .xlsx of one sheet (or several, one after another: next()) written in a worker thread into `out`: turning rows into sheet XML and deflating it
 * take most of an export's processor time, and on the event loop they would hold every other request.
 * The caller sends row batches (small messages of cell values: strings, numbers, null), or with a source
 * has the thread read each batch itself (read()), and holds itself to the pace of `out` and of `written`.
 * @example const writer = new SheetWriter(out, { sheetName, columns: 3, header: 2 }); writer.add(rows); await writer.end()
 */
export class SheetWriter {
  private readonly worker: Worker;
  private readonly finished: Promise<void>;
  private reading: { resolve: (batch: ReadBatch) => void; reject: (err: Error) => void } | null = null;

  constructor(out: Writable, options: SheetWriterOptions) {
    const { sheetName, columns, header, written, source, more = [] } = options;
    const sheets = [{ sheetName, columns }, ...more];
    const workerData = {
      paths: { fflate: resolve('fflate') },
      parts: bookParts(sheets.map((s) => s.sheetName)),
      heads: sheets.map((s) => sheetHead(s.columns)),
      tail: SHEET_TAIL,
      sheetParts: sheets.map((_s, i) => sheetPart(i)),
      header,
      niceness: NICENESS,
      source,
    };
    // a small young generation: each batch's XML is garbage as soon as it is deflated
    this.worker = new Worker(PROGRAM, {
      eval: true,
      workerData,
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    this.finished = new Promise<void>((done, fail) => {
      this.worker.on('message', (message: Message) => {
        if ('bytes' in message) {
          if (out.destroyed) return;
          out.write(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
          written?.(message.rows);
        } else if ('read' in message) {
          const reading = this.reading;
          this.reading = null;
          if (message.error) reading?.reject(rebuilt(message.error));
          else reading?.resolve({ rows: message.read, more: message.more });
        } else if ('done' in message) done();
        else fail(new Error(message.failed));
      });
      this.worker.on('error', fail);
      this.worker.on('exit', (code) => fail(new Error(`sheet writer ended with ${code}`)));
    });
    // a failure while the caller waits on the output's pace ends the output, and with it the wait
    this.finished.catch((err: Error) => {
      this.reading?.reject(err);
      this.reading = null;
      out.destroy(err);
    });
  }

  /**
   * Has the thread read, write and count the source's next batch of records; rejects with the statement's
   * error (as the database threw it) without touching `out`, so the caller decides what the failure ends.
   */
  read(): Promise<ReadBatch> {
    return new Promise((resolve, reject) => {
      this.reading = { resolve, reject };
      this.worker.postMessage({ read: true });
    });
  }

  /** Hands a batch of rows (cell values) to the writer. */
  add(rows: unknown[][]): void {
    this.worker.postMessage({ rows });
  }

  /** Closes the sheet in hand and begins the next of `more`: the rows added from now on are its rows. */
  next(): void {
    this.worker.postMessage({ next: true });
  }

  /** Closes the sheet and the file; resolves once all its bytes have been written to `out`. */
  async end(): Promise<void> {
    this.worker.postMessage({ end: true });
    await this.finished;
  }

  /** Ends the worker (after end(), or when the export stops early). */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
