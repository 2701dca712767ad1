import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import { ReaderThread, STATEMENT_CACHE, withBuffers, type Row } from './sqlite-reader-thread';
import {
  FAST_MS,
  FORGIVE_AFTER,
  INLINE_AFTER,
  LONG_MS,
  SLOW_LANE,
  SLOW_NICE,
  STREAM_CHUNK,
} from './sqlite-reader-lanes';
import type { Job, Known, Lane, ReaderOptions } from './sqlite-reader-lanes';

export type { ReaderOptions };

/**
 * Reads of a SQLite file in a pool of worker threads, each with its own read-only connection, so a slow
 * statement (a contains-search over a million rows, an export's batches) runs beside the event loop
 * instead of on it, and a short read of another request takes a free thread instead of waiting behind
 * it. Two lanes: statements that have once run long (LONG_MS) go to a slow lane of a few threads of lower
 * OS priority, so however many searches run at once, they neither hold every thread nor take the CPU
 * from the event loop (on 2 cores, two searches at equal priority halved the permission call's rate);
 * every other read goes to the main lane. Main-lane threads start as reads need them, one kept idle (or
 * starting) ahead; reads queue only while no started thread of their lane is free. A thread that dies
 * fails the reads it was running and another takes its place. Which statements only read is decided on
 * a main-thread connection once per SQL text; that connection also runs the statements that have proved
 * short (INLINE_AFTER), as the one reader did before.
 * @example const rows = await readers.all('select * from sys_user where id = ?', [id])
 */
export class SqliteReaders {
  readonly size: number;
  readonly #main: Lane;
  readonly #slow: Lane;
  readonly #streams = new Set<ReaderThread>();
  /** The main thread's own connection: tells reads from writes, and runs the reads known to be short. */
  readonly #local: SqliteConnection;
  readonly #known = new Map<string, Known>();
  readonly #nice: number;
  readonly #fastMs: number;
  readonly #longMs: number;
  #closed = false;

  constructor(
    private readonly file: string,
    options: ReaderOptions = {},
  ) {
    this.size = options.size ?? Math.min(8, Math.max(4, os.availableParallelism()));
    this.#nice = options.nice ?? SLOW_NICE;
    this.#fastMs = options.fastMs ?? FAST_MS;
    this.#longMs = options.longMs ?? LONG_MS;
    this.#main = { threads: [], queue: [], size: this.size, nice: 0, spareAhead: true };
    this.#slow = {
      threads: [],
      queue: [],
      size: Math.max(1, options.slowLane ?? SLOW_LANE),
      nice: this.#nice,
      spareAhead: false,
    };
    this.#local = new SqliteDatabase(file);
    this.#local.pragma('query_only = ON');
    this.#local.pragma('busy_timeout = 5000');
    this.#spawn(this.#main);
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
   * The rows of a read-only statement: read on a free thread of its lane, or at once on the main thread
   * when it has proved short (INLINE_AFTER).
   */
  all(sql: string, params: readonly unknown[]): Promise<Row[]> {
    if (this.#closed) return Promise.reject(new Error('SQLite readers are closed'));
    const known = this.#know(sql) ?? { statement: null, fastRuns: 0, slow: true, long: false };
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
      const lane = known.long ? this.#slow : this.#main;
      lane.queue.push({ known, sql, params, resolve, reject });
      this.#dispatch(lane);
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
    const fresh = {
      statement: statement.reader && statement.readonly ? statement : null,
      fastRuns: 0,
      slow: false,
      long: false,
    };
    if (this.#known.size >= STATEMENT_CACHE) this.#known.delete(this.#known.keys().next().value as string);
    this.#known.set(sql, fresh);
    return fresh;
  }

  /**
   * Notes a run: its wall time decides whether it may run inline, its processor time (the wall time where
   * unknown) whether it is long: on a loaded machine a short statement's wall time stretches, and sending
   * it to the slow lane's lower priority would stretch it further.
   */
  #ran(known: Known, ms: number, cpu = ms): void {
    if (cpu >= this.#longMs) known.long = true;
    if (ms > this.#fastMs) {
      known.slow = true;
      known.fastRuns = 0;
      return;
    }
    known.fastRuns += 1;
    if (known.slow && !known.long && known.fastRuns >= FORGIVE_AFTER) known.slow = false;
  }

  /**
   * The rows of a read-only statement in batches, read on a thread of its own at the slow lane's priority
   * (an open iterator keeps a connection busy, so a long export never takes a pool thread); the next batch
   * is read only once this one is taken, and the thread ends with the stream, however it ends.
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
    for (const lane of [this.#main, this.#slow])
      for (const job of lane.queue.splice(0)) job.reject(new Error('SQLite readers are closed'));
    await Promise.all(
      [...this.#main.threads, ...this.#slow.threads, ...this.#streams].map((thread) =>
        thread.worker.terminate(),
      ),
    );
    this.#local.close();
  }

  /** Threads now and those busy, with the reads waiting for one, in the main lane and in the slow lane, for the database monitor. */
  stats(): {
    open: number;
    busy: number;
    waiting: number;
    slow: { open: number; busy: number; waiting: number };
  } {
    const of = (lane: Lane) => ({
      open: lane.threads.length,
      busy: lane.threads.filter((t) => t.busy).length,
      waiting: lane.queue.length,
    });
    return { ...of(this.#main), slow: of(this.#slow) };
  }

  /** The main lane's threads, for tests that end one. */
  threads(): readonly Worker[] {
    return this.#main.threads.map((t) => t.worker);
  }

  /** The OS thread ids of the started threads of each lane and of the streams (0 where unknown), for tests of their priority. */
  threadIds(): { main: number[]; slow: number[]; streams: number[] } {
    const ids = (threads: Iterable<ReaderThread>) => [...threads].filter((t) => t.ready).map((t) => t.tid);
    return { main: ids(this.#main.threads), slow: ids(this.#slow.threads), streams: ids(this.#streams) };
  }

  #spawn(lane: Lane): void {
    const thread = new ReaderThread(this.file, lane.nice, {
      onReady: () => this.#dispatch(lane),
      onEnd: (ended) => {
        const at = lane.threads.indexOf(ended);
        if (at >= 0) lane.threads.splice(at, 1);
        // a thread that could not even open the file fails the reads waiting, instead of being restarted in a loop
        if (!ended.ready)
          for (const job of lane.queue.splice(0))
            job.reject(new Error('SQLite reader thread could not start'));
        if (!this.#closed) this.#dispatch(lane);
      },
    });
    lane.threads.push(thread);
  }

  #dispatch(lane: Lane): void {
    while (lane.queue.length > 0) {
      const thread = lane.threads.find((t) => t.ready && !t.busy);
      if (!thread) break;
      const job = lane.queue.shift() as Job;
      thread.request({ op: 'all', sql: job.sql, params: job.params }).then(
        (answer) => {
          this.#ran(job.known, answer.ms ?? 0, answer.cpu ?? answer.ms ?? 0);
          job.resolve(answer.blobs ? withBuffers(answer.rows ?? []) : (answer.rows ?? []));
          this.#dispatch(lane);
        },
        (err: Error) => {
          job.reject(err);
          this.#dispatch(lane);
        },
      );
    }
    if (this.#closed || lane.threads.length >= lane.size) return;
    if (lane.spareAhead) {
      // one thread is kept idle or starting ahead, so a read rarely waits: not for a thread to start (a
      // read waiting takes whichever thread is free first), nor behind a slow read on every started one
      const spare = lane.threads.some((t) => !t.ready || !t.busy);
      if (!spare && (lane.threads.length > 0 || lane.queue.length > 0)) this.#spawn(lane);
    } else {
      // the slow lane starts a thread for each read waiting that no thread (started or starting) will take
      const free = lane.threads.filter((t) => !t.ready || !t.busy).length;
      if (lane.queue.length > free) this.#spawn(lane);
    }
  }
}
