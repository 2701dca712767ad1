import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRows } from './report-rows';
import { sqliteReportPool, type SqliteReportPool } from './sqlite-report-process';

/** The warm SQLite report workers: reused between statements, replaced when killed, one statement each at a time. */
describe('SQLite report workers', () => {
  let dir: string;
  let pool: SqliteReportPool;
  // a count over five copies of 100 rows (10^10 combinations): runs far past any limit
  const slow = 'select count(*) as n from probe a, probe b, probe c, probe d, probe e';

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'weld-rp-pool-'));
    const db = new Database(path.join(dir, 'db.sqlite'));
    db.exec('create table probe (id integer primary key, name text)');
    const insert = db.prepare('insert into probe (id, name) values (?, ?)');
    for (let i = 1; i <= 100; i++) insert.run(i, `row ${i}`);
    db.close();
    pool = sqliteReportPool(path.join(dir, 'db.sqlite'), 2, 1000);
  });
  afterAll(() => {
    pool?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a worker warm: the next statement runs in the same process', async () => {
    const first = await pool.run('select name from probe where id = ?', [7], 10);
    expect(first).toEqual({ columns: [{ name: 'name', type: 'String' }], rows: [{ name: 'row 7' }] });
    const [pid] = pool.processIds();
    expect(pid).toBeGreaterThan(0);
    for (let i = 1; i <= 20; i++) await pool.run('select name from probe where id = ?', [i], 10);
    expect(pool.processIds()).toEqual([pid]);
  });

  it('kills a statement over the limit and serves the next one from a new worker', async () => {
    const started = performance.now();
    expect(await pool.run(slow, [], 1)).toBe('timedOut');
    expect(performance.now() - started).toBeLessThan(4000);
    const after = await pool.run('select count(*) as n from probe', [], 1);
    expect(after).toMatchObject({ rows: [{ n: 100 }] });
  });

  it('queues statements beyond its size and answers each', async () => {
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) => pool.run('select id from probe where id = ?', [i + 1], 1)),
    );
    expect(answers.map((a) => (a as ReportRows).rows[0]?.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pool.processIds().length).toBeLessThanOrEqual(2);
  });

  it('lets a stream left half-read go, and streams in batches up to the cap', async () => {
    for await (const rows of pool.stream('select id from probe order by id', [], 100, 10)) {
      expect(rows).toHaveLength(10);
      break;
    }
    const batches: number[][] = [];
    for await (const rows of pool.stream('select id from probe order by id', [], 25, 10))
      batches.push(rows.map((r) => Number(r.id)));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('answers a statement the database refuses as an error, and writes are refused', async () => {
    expect(await pool.run('select nothing from nowhere', [], 1)).toMatchObject({ error: expect.any(String) });
    expect(await pool.run("insert into probe (id, name) values (500, 'x')", [], 1)).toMatchObject({
      error: expect.any(String),
    });
    expect(await pool.run('select count(*) as n from probe', [], 1)).toMatchObject({ rows: [{ n: 100 }] });
  });

  it('runs a page and its count in one message to one worker, and kills the batch at the limit', async () => {
    const page = { sql: 'select id from probe where id > ? order by id limit 3', params: [10], maxRows: 3 };
    const count = { sql: 'select count(*) as n from probe where id > ?', params: [10], maxRows: 1 };
    const answer = await pool.runAll([page, count]);
    expect(answer).toEqual([
      { columns: [{ name: 'id', type: 'Integer' }], rows: [{ id: 11 }, { id: 12 }, { id: 13 }] },
      { columns: [{ name: 'n', type: 'String' }], rows: [{ n: 90 }] },
    ]);
    expect(
      await pool.runAll([page, { sql: 'select nothing from nowhere', params: [], maxRows: 1 }]),
    ).toMatchObject({
      error: expect.any(String),
    });
    const started = performance.now();
    expect(await pool.runAll([page, { sql: slow, params: [], maxRows: 1 }])).toBe('timedOut');
    expect(performance.now() - started).toBeLessThan(4000);
    expect(await pool.runAll([count])).toMatchObject([{ rows: [{ n: 90 }] }]);
  });
});
