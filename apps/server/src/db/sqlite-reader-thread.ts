import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const resolve = createRequire(import.meta.url).resolve;

/** Statements each thread keeps prepared (the app's SQL texts are few; a bound stops odd ones piling up). */
export const STATEMENT_CACHE = 500;

/**
 * The reader thread's program, plain CommonJS run from this string with better-sqlite3 named by absolute
 * path, so it runs alike under tsx, Vitest and the bundled server (as the sheet worker does). One
 * read-only connection on the WAL file; each statement is its own read transaction, so it sees every
 * commit made before it was sent. A stream is one open iterator whose next batch is read only when the
 * main thread asks for it.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// "<pid>/task/<tid>": this thread's own id (0 where /proc is absent)
let tid = 0;
try { tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()) || 0; } catch {}
if (workerData.nice && tid > 0) {
  // nice is per thread on Linux: a long search gives way to the event loop's thread on a busy core
  try { const os = require('node:os'); os.setPriority(tid, Math.min(19, os.getPriority(tid) + workerData.nice)); } catch {}
}
// processor time this thread has run (ns, the first field of its schedstat): what a statement costs,
// whatever the machine's load stretched its wall time to; null where /proc does not tell
const fs = require('node:fs');
let schedstat = -1;
try { schedstat = fs.openSync('/proc/thread-self/schedstat', 'r'); } catch {}
const text = Buffer.alloc(96);
const ranNs = () => {
  if (schedstat < 0) return null;
  try { return Number(text.toString('latin1', 0, fs.readSync(schedstat, text, 0, text.length, 0)).split(' ')[0]); } catch { return null; }
};
const db = new Database(workerData.file);
db.pragma('query_only = ON');
db.pragma('busy_timeout = 5000');
parentPort.postMessage({ ready: true, tid });
const statements = new Map();
const prepared = (sql) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size >= workerData.cache) statements.delete(statements.keys().next().value);
    statements.set(sql, statement);
  }
  return statement;
};
// structured clone turns a Buffer into a plain Uint8Array: bind it as better-sqlite3 binds Buffers
const bound = (params) => params.map((p) => (p instanceof Uint8Array && !Buffer.isBuffer(p) ? Buffer.from(p.buffer, p.byteOffset, p.byteLength) : p));
const hasBlob = (rows) => rows.some((row) => Object.values(row).some((v) => v instanceof Uint8Array));
let iterator = null;
const batch = (size) => {
  const rows = [];
  while (rows.length < size) {
    const step = iterator.next();
    if (step.done) { iterator = null; break; }
    rows.push(step.value);
  }
  return rows;
};
parentPort.on('message', ({ id, op, sql, params, chunk }) => {
  try {
    let rows;
    const started = performance.now();
    const ranBefore = ranNs();
    if (op === 'all') rows = prepared(sql).all(bound(params));
    else {
      // a stream's thread serves that stream alone: its iterator keeps the connection busy
      if (op === 'open') iterator = db.prepare(sql).iterate(bound(params));
      rows = iterator ? batch(chunk) : [];
    }
    const ranAfter = ranBefore === null ? null : ranNs();
    const cpu = ranAfter === null ? undefined : (ranAfter - ranBefore) / 1e6;
    parentPort.postMessage({ id, rows, blobs: hasBlob(rows), done: iterator === null, ms: performance.now() - started, cpu });
  } catch (err) {
    iterator = null;
    parentPort.postMessage({ id, error: { name: err && err.name, message: String((err && err.message) || err), code: err && err.code } });
  }
});
`;

export type Row = Record<string, unknown>;
export interface Answer {
  id: number;
  ready?: true;
  tid?: number;
  rows?: Row[];
  blobs?: boolean;
  done?: boolean;
  ms?: number;
  /** processor ms the statement took on its thread, where the system tells */
  cpu?: number;
  error?: { name?: string; message: string; code?: string };
}
export interface Request {
  op: 'all' | 'open' | 'next';
  sql?: string;
  params?: readonly unknown[];
  chunk?: number;
}

/** The error the worker met, as the main thread's own connection would have thrown it (SqliteError keeps its code). */
export function rebuilt(error: NonNullable<Answer['error']>): Error {
  if (typeof error.code === 'string') return new SqliteDatabase.SqliteError(error.message, error.code);
  return new (error.name === 'TypeError' ? TypeError : error.name === 'RangeError' ? RangeError : Error)(
    error.message,
  );
}

/** Blobs come back as Buffers, as better-sqlite3 answers them on the main thread. */
export function withBuffers(rows: Row[]): Row[] {
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (value instanceof Uint8Array && !Buffer.isBuffer(value))
        row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return rows;
}

/** One worker thread with its connection: requests answered in order, by id. */
export class ReaderThread {
  readonly worker: Worker;
  readonly #pending = new Map<number, { resolve: (answer: Answer) => void; reject: (err: Error) => void }>();
  #next = 0;
  #ended: string | null = null;
  /** Its connection is open (a thread takes tens of ms to start, more on a busy machine). */
  ready = false;
  /** Its thread id in the OS (Linux), 0 where unknown or not started. */
  tid = 0;

  constructor(
    file: string,
    nice: number,
    events: { onReady?: () => void; onEnd: (thread: ReaderThread) => void },
  ) {
    this.worker = new Worker(PROGRAM, {
      eval: true,
      workerData: { file, nice, driver: resolve('better-sqlite3'), cache: STATEMENT_CACHE },
    });
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => {
      if (answer.ready) {
        this.ready = true;
        this.tid = answer.tid ?? 0;
        events.onReady?.();
        return;
      }
      const waiting = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if (this.#pending.size === 0) this.worker.unref();
      if (!waiting) return;
      if (answer.error) waiting.reject(rebuilt(answer.error));
      else waiting.resolve(answer);
    });
    const end = (reason: string) => {
      this.#ended ??= reason;
      const failed = [...this.#pending.values()];
      this.#pending.clear();
      for (const waiting of failed) waiting.reject(new Error(`SQLite reader thread ended: ${reason}`));
      events.onEnd(this);
    };
    this.worker.on('error', (err) => end(err.message));
    this.worker.on('exit', (code) => end(`exit code ${code}`));
  }

  get busy(): boolean {
    return this.#pending.size > 0;
  }

  request(message: Request): Promise<Answer> {
    if (this.#ended !== null) return Promise.reject(new Error(`SQLite reader thread ended: ${this.#ended}`));
    const id = this.#next++;
    // held open while it owes an answer, so a script awaiting a read does not exit under it
    if (this.#pending.size === 0) this.worker.ref();
    return new Promise<Answer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }
}
