import type { Statement } from 'better-sqlite3';
import type { ReaderThread, Row } from './sqlite-reader-thread';

// The tuning of the reader pool (sqlite-readers.ts) and the shapes it keeps its reads in.

/**
 * A statement (by its SQL text) that answered this many times, each within FAST_MS, is then run on the
 * main thread's own connection: a message to a thread and back costs more than it, and waits for a turn
 * of the event loop each way (a request of several short reads would wait for several turns while an
 * import holds the loop in steps). One run slower than FAST_MS sends the statement to the threads (until FORGIVE_AFTER).
 */
export const INLINE_AFTER = 3;
export const FAST_MS = 2;
/**
 * A slow run is forgiven after this many fast ones in a row, unless the statement ever ran long: the first run
 * of a statement meets a cold cache, and a preempted thread stretches any run, so one slow run alone sent a
 * list page of 0.1 ms through a thread and back for good.
 */
export const FORGIVE_AFTER = 20;
/**
 * A statement that once took this much processor time (a contains-search over a table, a count of most of it) runs from
 * then on in the slow lane: at most SLOW_LANE of them at once, on threads of lower OS priority, so the
 * other reads never queue behind them and the event loop's thread is scheduled first on a busy core.
 */
export const LONG_MS = 20;
export const SLOW_LANE = 2;
/** The OS priority added to the slow lane's threads and to streams' (an export's rows), where the system allows it. */
export const SLOW_NICE = 10;
/** Rows per message of a stream when Kysely names no chunk size. */
export const STREAM_CHUNK = 1000;

/** What is known of a SQL text: its statement on the main thread's connection if it only reads, and how fast it ran. */
export interface Known {
  statement: Statement | null;
  fastRuns: number;
  slow: boolean;
  /** once took LONG_MS of processor time or more: goes to the slow lane */
  long: boolean;
}

export interface Job {
  known: Known;
  sql: string;
  params: readonly unknown[];
  resolve: (rows: Row[]) => void;
  reject: (err: Error) => void;
}

/** Threads of one priority with the reads waiting for them. */
export interface Lane {
  threads: ReaderThread[];
  queue: Job[];
  size: number;
  nice: number;
  /** keeps one thread idle or starting ahead of need (the main lane), or starts threads only as reads wait (the slow lane) */
  spareAhead: boolean;
}

export interface ReaderOptions {
  /** Threads of the main lane at most; default 4, or one per core on bigger machines, at most 8. */
  size?: number;
  /** Threads of the slow lane (statements that once ran longMs or more), default SLOW_LANE. */
  slowLane?: number;
  /** OS priority added to the slow lane's and the streams' threads where the system allows it (Linux); default SLOW_NICE, 0 for none. */
  nice?: number;
  /** A run within this many ms counts as short (INLINE_AFTER); default FAST_MS. */
  fastMs?: number;
  /** A run of this much processor time (ms) or more sends the statement to the slow lane; default LONG_MS. */
  longMs?: number;
}
