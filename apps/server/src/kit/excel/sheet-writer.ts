import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { rebuilt } from '../../db/sqlite-reader-thread';
import type { SheetSource } from './export-source';
import { NICENESS, PROGRAM } from './sheet-writer-program';
import { bookParts, SHEET_TAIL, sheetHead, sheetPart } from './sheet-xml';

const resolve = createRequire(import.meta.url).resolve;

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
