import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { Database as SqliteConnection, Statement } from 'better-sqlite3';

const resolve = createRequire(import.meta.url).resolve;

/** Statements each thread keeps prepared (the app's SQL texts are few; a bound stops odd ones piling up). */
const STATEMENT_CACHE = 500;
/**
 * A statement (by its SQL text) that answered this many times, each within FAST_MS, is then run on the
 * main thread's own connection: a message to a thread and back costs more than it, and waits for a turn
 * of the event loop each way (a request of several short reads would wait for several turns while an
 * import holds the loop in steps). One run slower than FAST_MS sends the statement to the threads for good.
 */
const INLINE_AFTER = 3;
const FAST_MS = 2;
/** Rows per message of a stream when Kysely names no chunk size. */
const STREAM_CHUNK = 1000;

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
if (workerData.nice) {
  // nice is per thread on Linux: a long search gives way to the event loop's thread on a busy core
  try { require('node:os').setPriority(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice); } catch {}
}
const db = new Database(workerData.file);
db.pragma('query_only = ON');
db.pragma('busy_timeout = 5000');
parentPort.postMessage({ ready: true });
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
    if (op === 'all') rows = prepared(sql).all(bound(params));
    else {
      // a stream's thread serves that stream alone: its iterator keeps the connection busy
      if (op === 'open') iterator = db.prepare(sql).iterate(bound(params));
      rows = iterator ? batch(chunk) : [];
    }
    parentPort.postMessage({ id, rows, blobs: hasBlob(rows), done: iterator === null, ms: performance.now() - started });
  } catch (err) {
    iterator = null;
    parentPort.postMessage({ id, error: { name: err && err.name, message: String((err && err.message) || err), code: err && err.code } });
  }
});
`;

type Row = Record<string, unknown>;
interface Answer {
  id: number;
  ready?: true;
  rows?: Row[];
  blobs?: boolean;
  done?: boolean;
  ms?: number;
  error?: { name?: string; message: string; code?: string };
}
interface Request {
  op: 'all' | 'open' | 'next';
  sql?: string;
  params?: readonly unknown[];
  chunk?: number;
}

/** The error the worker met, as the main thread's own connection would have thrown it (SqliteError keeps its code). */
function rebuilt(error: NonNullable<Answer['error']>): Error {
  if (typeof error.code === 'string') return new SqliteDatabase.SqliteError(error.message, error.code);
  return new (error.name === 'TypeError' ? TypeError : error.name === 'RangeError' ? RangeError : Error)(error.message);
}

/** Blobs come back as Buffers, as better-sqlite3 answers them on the main thread. */
function withBuffers(rows: Row[]): Row[] {
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return rows;
}

/** One worker thread with its connection: requests answered in order, by id. */
class ReaderThread {
  readonly worker: Worker;
  readonly #pending = new Map<number, { resolve: (answer: Answer) => void; reject: (err: Error) => void }>();
  #next = 0;
  #ended: string | null = null;
  /** Its connection is open (a thread takes tens of ms to start, more on a busy machine). */
  ready = false;

  constructor(file: string, nice: number, events: { onReady?: () => void; onEnd: (thread: ReaderThread) => void }) {
    this.worker = new Worker(PROGRAM, { eval: true, workerData: { file, nice, driver: resolve('better-sqlite3'), cache: STATEMENT_CACHE } });
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => {
      if (answer.ready) {
        this.ready = true;
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

/** What is known of a SQL text: its statement on the main thread's connection if it only reads, and how fast it ran. */
interface Known {
  statement: Statement | null;
  fastRuns: number;
  slow: boolean;
}

interface Job {
  known: Known;
  sql: string;
  params: readonly unknown[];
  resolve: (rows: Row[]) => void;
  reject: (err: Error) => void;
}

export interface ReaderOptions {
  /** Threads at most; default 4, or one per core on bigger machines, at most 8. */
  size?: number;
  /** OS priority added to the reader threads where the system allows it (Linux); off by default: on this 2-core
   * box it sped the event loop's calls beside two searches but slowed every read behind other processes. */
  nice?: number;
  /** A run within this many ms counts as short (INLINE_AFTER); default FAST_MS. */
  fastMs?: number;
}

/**
 * Reads of a SQLite file in a pool of worker threads, each with its own read-only connection, so a slow
 * statement (a contains-search over a million rows, an export's batches) runs beside the event loop
 * instead of on it, and a short read of another request takes a free thread instead of waiting behind
 * it. Threads start as reads need them, one kept idle (or starting) ahead; reads queue only while no
 * started thread is free. A thread that dies fails the reads it was running and another takes its
 * place. Which statements only read is decided on a main-thread connection once per SQL text; that
 * connection also runs the statements that have proved short (INLINE_AFTER), as the one reader did before.
 * @example const rows = await readers.all('select * from sys_user where id = ?', [id])
 */
export class SqliteReaders {
  readonly size: number;
  readonly #threads: ReaderThread[] = [];
  readonly #streams = new Set<ReaderThread>();
  readonly #queue: Job[] = [];
  /** The main thread's own connection: tells reads from writes, and runs the reads known to be short. */
  readonly #local: SqliteConnection;
  readonly #known = new Map<string, Known>();
  readonly #nice: number;
  readonly #fastMs: number;
  #closed = false;

  constructor(
    private readonly file: string,
    options: ReaderOptions = {},
  ) {
    this.size = options.size ?? Math.min(8, Math.max(4, os.availableParallelism()));
    this.#nice = options.nice ?? 0;
    this.#fastMs = options.fastMs ?? FAST_MS;
    this.#local = new SqliteDatabase(file);
    this.#local.pragma('query_only = ON');
    this.#local.pragma('busy_timeout = 5000');
    this.#spawn();
  }

  /**
   * Whether a statement only reads and answers rows (a SELECT, a read-only PRAGMA): writes, BEGIN/COMMIT
   * (SQLite calls those read-only too, but they return no rows) and statements that do not prepare here
   * (the writer then runs them and answers for them) do not. Failures are not remembered: a table may come.
   */
  reads(sql: string): boolean {
    return Boolean(this.#know(sql)?.statement);
  }

  /**
   * The rows of a read-only statement: read on a free thread, or at once on the main thread when it has
   * proved short (INLINE_AFTER).
   */
  all(sql: string, params: readonly unknown[]): Promise<Row[]> {
    if (this.#closed) return Promise.reject(new Error('SQLite readers are closed'));
    const known = this.#know(sql) ?? { statement: null, fastRuns: 0, slow: true };
    if (known.statement && !known.slow && known.fastRuns >= INLINE_AFTER) {
      const started = performance.now();
      try {
        const rows = known.statement.all(params) as Row[];
        this.#ran(known, performance.now() - started);
        return Promise.resolve(rows);
      } catch (err) {
        return Promise.reject(err as Error);
      }
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ known, sql, params, resolve, reject });
      this.#dispatch();
    });
  }

  #know(sql: string): Known | null {
    const known = this.#known.get(sql);
    if (known) return known;
    let statement: Statement;
    try {
      statement = this.#local.prepare(sql);
    } catch {
      return null;
    }
    const fresh = { statement: statement.reader && statement.readonly ? statement : null, fastRuns: 0, slow: false };
    if (this.#known.size >= STATEMENT_CACHE) this.#known.delete(this.#known.keys().next().value as string);
    this.#known.set(sql, fresh);
    return fresh;
  }

  #ran(known: Known, ms: number): void {
    if (ms > this.#fastMs) known.slow = true;
    else known.fastRuns += 1;
  }

  /**
   * The rows of a read-only statement in batches, read on a thread of its own (an open iterator keeps a
   * connection busy, so a long export never takes a pool thread); the next batch is read only once this
   * one is taken, and the thread ends with the stream, however it ends.
   */
  async *stream(sql: string, params: readonly unknown[], chunk = STREAM_CHUNK): AsyncGenerator<Row[]> {
    if (this.#closed) throw new Error('SQLite readers are closed');
    const thread = new ReaderThread(this.file, this.#nice, { onEnd: (ended) => this.#streams.delete(ended) });
    this.#streams.add(thread);
    try {
      let answer = await thread.request({ op: 'open', sql, params, chunk });
      for (;;) {
        const rows = answer.blobs ? withBuffers(answer.rows ?? []) : (answer.rows ?? []);
        if (answer.done) {
          if (rows.length > 0) yield rows;
          return;
        }
        // one batch read ahead while this one is consumed: no more than that is held
        const next = thread.request({ op: 'next', chunk });
        next.catch(() => undefined);
        if (rows.length > 0) yield rows;
        answer = await next;
      }
    } finally {
      this.#streams.delete(thread);
      await thread.worker.terminate();
    }
  }

  /** Ends every thread; reads still queued fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(new Error('SQLite readers are closed'));
    await Promise.all([...this.#threads, ...this.#streams].map((thread) => thread.worker.terminate()));
    this.#local.close();
  }

  /** Threads now and those busy, with the reads waiting for one, for the database monitor. */
  stats(): { open: number; busy: number; waiting: number } {
    return { open: this.#threads.length, busy: this.#threads.filter((t) => t.busy).length, waiting: this.#queue.length };
  }

  /** The pool's threads, for tests that end one. */
  threads(): readonly Worker[] {
    return this.#threads.map((t) => t.worker);
  }

  #spawn(): void {
    const thread = new ReaderThread(this.file, this.#nice, {
      onReady: () => this.#dispatch(),
      onEnd: (ended) => {
        const at = this.#threads.indexOf(ended);
        if (at >= 0) this.#threads.splice(at, 1);
        // a thread that could not even open the file fails the reads waiting, instead of being restarted in a loop
        if (!ended.ready) for (const job of this.#queue.splice(0)) job.reject(new Error('SQLite reader thread could not start'));
        if (!this.#closed) this.#dispatch();
      },
    });
    this.#threads.push(thread);
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const thread = this.#threads.find((t) => t.ready && !t.busy);
      if (!thread) break;
      const job = this.#queue.shift() as Job;
      thread.request({ op: 'all', sql: job.sql, params: job.params }).then(
        (answer) => {
          this.#ran(job.known, answer.ms ?? 0);
          job.resolve(answer.blobs ? withBuffers(answer.rows ?? []) : (answer.rows ?? []));
          this.#dispatch();
        },
        (err: Error) => {
          job.reject(err);
          this.#dispatch();
        },
      );
    }
    // one thread is kept idle or starting ahead, so a read rarely waits: not for a thread to start (a
    // read waiting takes whichever thread is free first), nor behind a slow read on every started one
    if (this.#closed || this.#threads.length >= this.size) return;
    const spare = this.#threads.some((t) => !t.ready || !t.busy);
    if (!spare && (this.#threads.length > 0 || this.#queue.length > 0)) this.#spawn();
  }
}
