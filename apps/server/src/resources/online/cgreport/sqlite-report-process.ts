import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { ReportRows } from './report-rows';

const resolve = createRequire(import.meta.url).resolve;

/**
 * A report worker: plain CommonJS run from this string in a child process, holding one connection opened read-only
 * (and `query_only`) and its prepared statements, answering one job at a time. A process, not a thread:
 * better-sqlite3 offers no interrupt, and a thread stuck in a long statement cannot be stopped, while a process can
 * be killed at the time limit. Jobs: `run` (columns and up to maxRows rows), `runs` (several `run`s in one message:
 * a report page and its count cost one round trip), `open` (columns; rows come by `next`), `next` (a batch), `end`
 * (lets the open statement go).
 */
const PROGRAM = `
const Database = require(process.argv[1]);
const db = new Database(process.argv[2], { readonly: true, fileMustExist: true });
db.pragma('query_only = ON');
db.pragma('busy_timeout = 5000');
process.send({ ready: true });
const statements = new Map();
function prepared(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= 64) statements.delete(statements.keys().next().value);
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
let iterator = null;
let left = 0;
function answer(job) {
  if (job.op === 'next') {
    const rows = [];
    while (rows.length < job.size && left > 0) {
      const step = iterator.next();
      if (step.done) { left = 0; break; }
      rows.push(step.value);
      left -= 1;
    }
    return { rows, done: left === 0 };
  }
  if (job.op === 'end') {
    if (iterator) iterator.return();
    iterator = null;
    return {};
  }
  if (job.op === 'runs') return { results: job.jobs.map(run) };
  return job.op === 'open' ? open(job) : run(job);
}
function open(job) {
  const statement = prepared(job.sql);
  const columns = statement.columns().map((c) => ({ name: c.name, declared: c.type }));
  iterator = statement.iterate(job.params);
  left = job.maxRows;
  return { columns, rows: [] };
}
function run(job) {
  const statement = prepared(job.sql);
  const columns = statement.columns().map((c) => ({ name: c.name, declared: c.type }));
  const rows = [];
  if (job.maxRows > 0) {
    const each = statement.iterate(job.params);
    for (const row of each) {
      rows.push(row);
      if (rows.length >= job.maxRows) { each.return(); break; }
    }
  }
  return { columns, rows };
}
process.on('message', (job) => {
  let reply;
  try {
    reply = answer(job);
  } catch (err) {
    reply = { error: String((err && err.message) || err) };
  }
  process.send(reply);
});
`;

/** Declared SQLite column types to the report's field types (expressions have none: String). */
function fieldType(declared: string | null): string {
  const type = (declared ?? '').toLowerCase();
  if (type.includes('int')) return 'Integer';
  if (/real|floa|doub|dec|num/.test(type)) return 'Double';
  return 'String';
}

type Reply = {
  error?: string;
  columns?: { name: string; declared: string | null }[];
  rows?: Record<string, unknown>[];
  done?: boolean;
  results?: Reply[];
};

/** One read-only statement and the most rows it may answer. */
export type ReportStatement = { sql: string; params: readonly unknown[]; maxRows: number };

type Job =
  | { op: 'run' | 'open'; sql: string; params: unknown[]; maxRows: number }
  | { op: 'runs'; jobs: { sql: string; params: unknown[]; maxRows: number }[] }
  | { op: 'next'; size: number }
  | { op: 'end' };

/** One worker process; `ask` sends a job and answers its reply, 'timedOut' (the process is killed) or 'ended'. */
class Worker {
  readonly child: ChildProcess;
  dead = false;

  /** settles when the worker has its connection open (true) or has ended first (false) */
  readonly ready: Promise<boolean>;

  constructor(file: string) {
    this.child = spawn(process.execPath, ['-e', PROGRAM, resolve('better-sqlite3'), file], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    this.child.once('exit', () => (this.dead = true));
    this.child.once('error', () => (this.dead = true));
    this.ready = new Promise((settle) => {
      this.child.once('message', () => settle(true));
      this.child.once('exit', () => settle(false));
      this.child.once('error', () => settle(false));
    });
    // idle workers do not keep the server's process alive
    this.child.unref();
    (this.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  async ask(job: Job, timeoutMs: number): Promise<Reply | 'timedOut' | 'ended'> {
    // the time limit is the statement's: a cold worker's start (some hundreds of ms on a busy machine) is not in it
    if (this.dead || !(await this.ready) || this.dead) return 'ended';
    return new Promise((done) => {
      const finish = (reply: Reply | 'timedOut' | 'ended') => {
        clearTimeout(timer);
        this.child.off('message', onReply);
        this.child.off('exit', onExit);
        done(reply);
      };
      const onReply = (reply: Reply) => finish(reply);
      const onExit = () => finish('ended');
      const timer = setTimeout(() => {
        this.kill();
        finish('timedOut');
      }, timeoutMs);
      this.child.on('message', onReply);
      this.child.on('exit', onExit);
      this.child.send(job);
    });
  }

  kill(): void {
    this.dead = true;
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

const columnsOf = (reply: Reply) =>
  (reply.columns ?? []).map((c) => ({ name: c.name, type: fieldType(c.declared) }));

/**
 * Warm report workers over one SQLite file, at most `size` at once: a statement waits for a free one. Spawning a
 * process per statement cost some tens of ms, more than a page of a report itself; a worker killed at the time limit
 * (or ended) is replaced by a new one on the next ask.
 * @example const pool = sqliteReportPool(file, 2, 10_000); const answer = await pool.run('select 1 as n', [], 10)
 */
export function sqliteReportPool(file: string, size: number, timeoutMs: number) {
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  let alive = 0;
  let closed = false;

  const take = (): Promise<Worker> => {
    if (closed) return Promise.reject(new Error('report pool closed'));
    for (let worker = idle.pop(); worker; worker = idle.pop()) {
      if (!worker.dead) return Promise.resolve(worker);
      alive -= 1;
    }
    if (alive < size) {
      alive += 1;
      return Promise.resolve(new Worker(file));
    }
    return new Promise((got) => waiting.push(got));
  };
  const give = (worker: Worker) => {
    if (worker.dead || closed) {
      alive -= 1;
      worker.kill();
      if (waiting.length && !closed) {
        alive += 1;
        waiting.shift()!(new Worker(file));
      }
      return;
    }
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };

  return {
    /** Columns and up to `maxRows` rows of one read-only statement, or 'timedOut' at the limit. */
    async run(
      sql: string,
      params: readonly unknown[],
      maxRows: number,
    ): Promise<ReportRows | 'timedOut' | { error: string }> {
      const worker = await take();
      try {
        const reply = await worker.ask({ op: 'run', sql, params: [...params], maxRows }, timeoutMs);
        if (reply === 'timedOut') return reply;
        if (reply === 'ended') return { error: 'report process ended' };
        if (reply.error !== undefined) return { error: reply.error };
        return { columns: columnsOf(reply), rows: reply.rows ?? [] };
      } finally {
        give(worker);
      }
    },

    /**
     * Several statements (a report page and its count) run one after another by one worker, sent and answered in one
     * message: each round trip to a worker costs more than a page's statement. The time limit is the batch's.
     */
    async runAll(
      statements: readonly ReportStatement[],
    ): Promise<ReportRows[] | 'timedOut' | { error: string }> {
      const worker = await take();
      try {
        const jobs = statements.map((s) => ({ sql: s.sql, params: [...s.params], maxRows: s.maxRows }));
        const reply = await worker.ask({ op: 'runs', jobs }, timeoutMs);
        if (reply === 'timedOut') return reply;
        if (reply === 'ended') return { error: 'report process ended' };
        if (reply.error !== undefined) return { error: reply.error };
        return (reply.results ?? []).map((r) => ({ columns: columnsOf(r), rows: r.rows ?? [] }));
      } finally {
        give(worker);
      }
    },

    /**
     * The rows of one read-only statement in batches of `batch`, up to `maxRows`, read one batch per ask, so a slow
     * reader holds the statement instead of piling rows up. Each batch must come within the limit, or the worker is
     * killed and 'timedOut' thrown. The worker is the stream's until it ends or is left.
     */
    async *stream(
      sql: string,
      params: readonly unknown[],
      maxRows: number,
      batch: number,
    ): AsyncGenerator<Record<string, unknown>[]> {
      const worker = await take();
      let open = false;
      try {
        let reply = await worker.ask({ op: 'open', sql, params: [...params], maxRows }, timeoutMs);
        for (;;) {
          if (reply === 'timedOut') throw new Error('timedOut');
          if (reply === 'ended') throw new Error('report process ended');
          if (reply.error !== undefined) throw new Error(reply.error);
          open = true;
          if (reply.rows?.length) yield reply.rows;
          if (reply.done) {
            open = false;
            return;
          }
          reply = await worker.ask({ op: 'next', size: batch }, timeoutMs);
        }
      } finally {
        // a stream left half-read lets its statement go before the worker serves anyone else
        if (open && !worker.dead && (await worker.ask({ op: 'end' }, timeoutMs)) === 'timedOut')
          worker.kill();
        give(worker);
      }
    },

    /** The workers' process ids (each kept warm between statements). */
    processIds: () => idle.map((w) => w.child.pid),

    close(): void {
      closed = true;
      for (const worker of idle.splice(0)) worker.kill();
      alive = 0;
    },
  };
}

export type SqliteReportPool = ReturnType<typeof sqliteReportPool>;
