import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';

const resolve = createRequire(import.meta.url).resolve;

/**
 * How much nicer than the server the writer's thread runs (Linux priorities are per thread): on a busy
 * box the scheduler then gives the event loop, which answers every other request, the first turn.
 */
const NICENESS = 10;

/**
 * The worker's program: plain CommonJS run from this string with exceljs named by absolute path, so it
 * runs alike under tsx, Vitest and the bundled server (see sheet-worker.ts). It turns the row batches it
 * is sent into the .xlsx's bytes, posted back as they leave the zip; it never reads ahead of what it is
 * sent, so the sender bounds its memory.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const { Writable } = require('node:stream');
const { constants } = require('node:zlib');
const { paths, sheetName, columns, header, niceness } = workerData;
try {
  // "<pid>/task/<tid>": this thread's own id; where /proc is absent the thread keeps the server's priority
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, niceness);
} catch {}
const ExcelJS = require(paths.exceljs);
// the zip writes many small pieces: they leave in messages of up to 256 KB, at least once per turn of the loop
let pending = [];
let size = 0;
let scheduled = false;
const flush = () => {
  scheduled = false;
  if (size === 0) return;
  const bytes = Buffer.concat(pending, size);
  pending = [];
  size = 0;
  // a buffer of its own moves to the server's thread without a copy; a slice of the pool is copied
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  parentPort.postMessage({ bytes }, own ? [bytes.buffer] : []);
};
const out = new Writable({
  write(chunk, _encoding, done) {
    pending.push(chunk);
    size += chunk.length;
    if (size >= 256 * 1024) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
    done();
  },
  final(done) {
    flush();
    done();
  },
});
// a sync flush per chunk: the archive's bytes leave as soon as a chunk is written, so the sender's meter sees every row
const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1, flush: constants.Z_SYNC_FLUSH } } });
const sheet = book.addWorksheet(sheetName);
sheet.columns = Array.from({ length: columns }, () => ({ width: 20 }));
let count = 0;
const styles = new Map();
const plain = (type) => styles.get(type) || styles.set(type, {}).get(type);
const fail = (err) => parentPort.postMessage({ failed: String((err && err.message) || err) });
parentPort.on('message', (message) => {
  try {
    if (message.rows) {
      for (const values of message.rows) {
        const row = sheet.addRow(values);
        if (count === header) row.font = { bold: true };
        // exceljs gives each cell a style object of its own and looks each up in full; one shared object per
        // cell type (which decides the number format) is looked up once
        else if (count > header) row.eachCell({ includeEmpty: true }, (cell) => (cell.style = plain(cell.type)));
        row.commit();
        count++;
      }
      return;
    }
    sheet.commit();
    out.on('finish', () => parentPort.postMessage({ done: true }));
    book.commit().catch(fail);
  } catch (err) {
    fail(err);
  }
});
`;

type Message = { bytes: Uint8Array } | { done: true } | { failed: string };

export interface SheetWriterOptions {
  sheetName: string;
  /** columns of the sheet (each 20 wide) */
  columns: number;
  /** index of the row written bold (the header) */
  header: number;
}

/**
 * An .xlsx of one sheet written in a worker thread into `out`: exceljs's row serialisation and the zip
 * take most of an export's processor time, and on the event loop they would hold every other request.
 * The caller sends row batches (small messages of cell values) and holds itself to the pace of `out`.
 * @example const writer = new SheetWriter(meter, { sheetName, columns: 3, header: 2 }); writer.add(rows); await writer.end()
 */
export class SheetWriter {
  private readonly worker: Worker;
  private readonly finished: Promise<void>;

  constructor(out: Writable, options: SheetWriterOptions) {
    // a small young generation: the rows pass through quickly, and a 1M-row export peaked 11 MB lower with it
    this.worker = new Worker(PROGRAM, { eval: true, workerData: { ...options, paths: { exceljs: resolve('exceljs') }, niceness: NICENESS }, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
    this.finished = new Promise<void>((done, fail) => {
      this.worker.on('message', (message: Message) => {
        if ('bytes' in message) {
          if (!out.destroyed) out.write(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
        } else if ('done' in message) done();
        else fail(new Error(message.failed));
      });
      this.worker.on('error', fail);
      this.worker.on('exit', (code) => fail(new Error(`sheet writer ended with ${code}`)));
    });
    // a failure while the caller waits on the output's pace ends the output, and with it the wait
    this.finished.catch((err: Error) => out.destroy(err));
  }

  /** Hands a batch of rows (cell values) to the writer. */
  add(rows: unknown[][]): void {
    this.worker.postMessage({ rows });
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
