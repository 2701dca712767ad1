import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { ReportRows } from './report-rows';

const resolve = createRequire(import.meta.url).resolve;

/**
 * One report statement in a child process of its own, over a connection opened read-only (and `query_only`), plain
 * CommonJS run from this string. A process, not a thread: better-sqlite3 offers no interrupt, and a thread stuck in
 * a long statement cannot be stopped, while a process can be killed at the time limit.
 */
const PROGRAM = `
let iterator = null;
let left = 0;
process.on('message', (job) => {
  if (job.next) {
    const rows = [];
    try {
      while (rows.length < job.next && left > 0) {
        const step = iterator.next();
        if (step.done) { left = 0; break; }
        rows.push(step.value);
        left -= 1;
      }
      process.send({ rows, done: left === 0 });
    } catch (err) {
      process.send({ error: String((err && err.message) || err) });
    }
    return;
  }
  let answer;
  try {
    const Database = require(job.driver);
    const db = new Database(job.file, { readonly: true, fileMustExist: true });
    db.pragma('query_only = ON');
    db.pragma('busy_timeout = 5000');
    const statement = db.prepare(job.sql);
    const columns = statement.columns().map((c) => ({ name: c.name, declared: c.type }));
    const rows = [];
    if (job.stream) {
      iterator = statement.iterate(job.params);
      left = job.maxRows;
      process.send({ columns, rows });
      return;
    }
    if (job.maxRows > 0)
      for (const row of statement.iterate(job.params)) {
        rows.push(row);
        if (rows.length >= job.maxRows) break;
      }
    answer = { columns, rows };
  } catch (err) {
    answer = { error: String((err && err.message) || err) };
  }
  process.send(answer, () => process.exit(0));
});
`;

/** Declared SQLite column types to the report's field types (expressions have none: String). */
function fieldType(declared: string | null): string {
  const type = (declared ?? '').toLowerCase();
  if (type.includes('int')) return 'Integer';
  if (/real|floa|doub|dec|num/.test(type)) return 'Double';
  return 'String';
}

type Answer = {
  error?: string;
  columns?: { name: string; declared: string | null }[];
  rows?: Record<string, unknown>[];
};

/**
 * Runs one read-only statement in a child process, answering its columns and up to `maxRows` rows, or `timedOut`
 * once `timeoutMs` has passed (the process is killed then, so the statement stops with it).
 * @example const answer = await runInSqliteProcess(file, 'select 1 as n', [], 10, 10_000)
 */
export function runInSqliteProcess(
  file: string,
  sql: string,
  params: readonly unknown[],
  maxRows: number,
  timeoutMs: number,
): Promise<ReportRows | 'timedOut' | { error: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['-e', PROGRAM], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    let settled = false;
    const settle = (answer: ReportRows | 'timedOut' | { error: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      done(answer);
    };
    const timer = setTimeout(() => settle('timedOut'), timeoutMs);
    child.once('message', (answer: Answer) => {
      if (answer.error !== undefined) return settle({ error: answer.error });
      settle({
        columns: (answer.columns ?? []).map((c) => ({ name: c.name, type: fieldType(c.declared) })),
        rows: answer.rows ?? [],
      });
    });
    child.once('error', (err) => settle({ error: err.message }));
    child.once('close', (code) => settle({ error: `report process ended (${code})` }));
    child.send({ file, sql, params: [...params], maxRows, driver: resolve('better-sqlite3') });
  });
}

type Batch = { rows?: Record<string, unknown>[]; done?: boolean; error?: string };

/**
 * The rows of one read-only statement in batches of `batch`, up to `maxRows`, read in a child process one batch per
 * ask, so a slow reader holds the statement instead of piling rows up. Each batch must come within `timeoutMs`, or
 * the process is killed and 'timedOut' thrown; leaving early kills it too.
 * @example for await (const rows of streamInSqliteProcess(file, sql, [], 1_000_000, 500, 10_000)) …
 */
export async function* streamInSqliteProcess(
  file: string,
  sql: string,
  params: readonly unknown[],
  maxRows: number,
  batch: number,
  timeoutMs: number,
): AsyncGenerator<Record<string, unknown>[]> {
  const child = spawn(process.execPath, ['-e', PROGRAM], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  const answer = (message: object) =>
    new Promise<Batch | 'timedOut'>((done) => {
      const timer = setTimeout(() => done('timedOut'), timeoutMs);
      const end = () => done({ error: 'report process ended' });
      child.once('close', end);
      child.once('message', (reply: Batch) => {
        clearTimeout(timer);
        child.off('close', end);
        done(reply);
      });
      child.send(message);
    });
  try {
    const opened = await answer({
      file,
      sql,
      params: [...params],
      maxRows,
      stream: true,
      driver: resolve('better-sqlite3'),
    });
    for (let reply = opened; ;) {
      if (reply === 'timedOut') throw new Error('timedOut');
      if (reply.error !== undefined) throw new Error(reply.error);
      if (reply.rows?.length) yield reply.rows;
      if (reply.done) return;
      reply = await answer({ next: batch });
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
