import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openDatabase } from './dialect';
import { SqliteReaders } from './sqlite-readers';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import { call, login } from '../test/client';

type Db = Kysely<{ item: { id: number; name: string; data: Buffer | null; ratio: number | null } }>;

/** A read that keeps SQLite busy for about a second (a recursive count), with no table behind it. */
const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 2500000) select count(*) as n from c';
const timed = async <T>(work: Promise<T>): Promise<{ value: T; ms: number; at: number }> => {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started, at: performance.now() };
};

/** Issue 14: on SQLite, reads run in worker threads, so one slow statement no longer stalls every request. */
describe('SQLite reads in worker threads', () => {
  let dir: string;
  let file: string;
  let db: Db;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-readers-'));
    file = path.join(dir, 'weld.db');
    db = openDatabase(`sqlite:${file}`).db as unknown as Db;
    await sql`create table item (id integer primary key, name text not null, data blob, ratio real)`.execute(db);
    await db.insertInto('item').values({ id: 1, name: 'first', data: Buffer.from([0, 1, 254, 255]), ratio: 0.5 }).execute();
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a short read while a slow one runs, and keeps the event loop free meanwhile', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    try {
      // a server that has been up a while: its threads have started
      await Promise.all([1, 2].map(() => db.selectFrom('item').select('id').execute()));
      const slow = timed(sql<{ n: number }>`${sql.raw(SLOW)}`.execute(db));
      await new Promise((r) => setTimeout(r, 30));
      const short = await timed(db.selectFrom('item').select('name').execute());
      const done = await slow;
      expect(done.value.rows).toEqual([{ n: 2_500_000 }]);
      expect(short.value).toEqual([{ name: 'first' }]);
      expect(short.at).toBeLessThan(done.at);
      expect(short.ms).toBeLessThan(done.ms / 4);
      // the loop kept turning while the slow read ran (it would not tick once if the read held it)
      expect(ticks).toBeGreaterThan(done.ms / 10 / 3);
    } finally {
      clearInterval(ticker);
    }
  });

  it('sees every committed write in the next read', async () => {
    for (let i = 2; i < 40; i++) {
      await db.insertInto('item').values({ id: i, name: `n${i}`, data: null, ratio: null }).execute();
      expect(await db.selectFrom('item').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: i });
      await db.updateTable('item').set({ name: `renamed${i}` }).where('id', '=', i).execute();
      expect(await db.selectFrom('item').select('name').where('id', '=', i).executeTakeFirstOrThrow()).toEqual({ name: `renamed${i}` });
    }
  });

  it('answers the same values as a connection on the main thread: blobs as Buffers, numbers, nulls', async () => {
    const query = 'select id, name, data, ratio, 9007199254740993 as big, x\'\' as empty, null as absent from item where data = ?';
    const local = new SqliteDatabase(file, { readonly: true });
    try {
      const expected = local.prepare(query).all(Buffer.from([0, 1, 254, 255]));
      const { rows } = await sql`${sql.raw(query.replace('?', ''))}${Buffer.from([0, 1, 254, 255])}`.execute(db);
      expect(rows).toEqual(expected);
      const row = rows[0] as { data: unknown; empty: unknown };
      expect(Buffer.isBuffer(row.data)).toBe(true);
      expect(Buffer.isBuffer(row.empty)).toBe(true);
    } finally {
      local.close();
    }
  });

  it('throws the SqliteError (code and message) a failing read throws on the main thread', async () => {
    const failure = await sql`select json('not json') as j`.execute(db).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(SqliteDatabase.SqliteError);
    expect(failure).toMatchObject({ code: 'SQLITE_ERROR', message: 'malformed JSON' });
    await expect(sql`select * from missing`.execute(db)).rejects.toMatchObject({ code: 'SQLITE_ERROR', message: 'no such table: missing' });
  });

  it('streams rows in order, batch by batch, and stops early without harm', async () => {
    await sql`insert into item (id, name) select value + 10, 'row ' || value from generate_series(0, 4999)`.execute(db).catch(async () => {
      // generate_series is not in every build: a recursive insert does the same
      await sql`with recursive s(v) as (select 0 union all select v + 1 from s where v < 4999) insert into item (id, name) select v + 10, 'row ' || v from s`.execute(db);
    });
    const ids: number[] = [];
    for await (const row of db.selectFrom('item').select(['id', 'data']).orderBy('id').stream(500)) ids.push(row.id);
    expect(ids).toHaveLength(5001);
    expect(ids.slice(0, 3)).toEqual([1, 10, 11]);
    expect(ids.at(-1)).toBe(5009);
    const first: Buffer[] = [];
    for await (const row of db.selectFrom('item').select('data').orderBy('id').stream(10)) {
      first.push(row.data as Buffer);
      break;
    }
    expect(Buffer.isBuffer(first[0])).toBe(true);
    // the writer is free while and after streams run
    await db.deleteFrom('item').where('id', '>=', 10).execute();
    expect(await db.selectFrom('item').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it('reads inside a transaction on the writer, seeing its own uncommitted writes, while others read the last commit', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let seen: unknown[] = [];
    const transaction = db.transaction().execute(async (tx) => {
      await tx.insertInto('item').values({ id: 2, name: 'pending', data: null, ratio: null }).execute();
      seen = await tx.selectFrom('item').select('name').orderBy('id').execute();
      await held;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(await db.selectFrom('item').select('name').orderBy('id').execute()).toEqual([{ name: 'first' }]);
    finish();
    await transaction;
    expect(seen).toEqual([{ name: 'first' }, { name: 'pending' }]);
    expect(await db.selectFrom('item').select('name').orderBy('id').execute()).toEqual([{ name: 'first' }, { name: 'pending' }]);
  });
});

describe('the reader pool', () => {
  let dir: string;
  let readers: SqliteReaders;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-readers-'));
    const file = path.join(dir, 'weld.db');
    const writer = new SqliteDatabase(file);
    writer.pragma('journal_mode = WAL');
    writer.exec("create table item (id integer primary key, name text); insert into item values (1, 'first')");
    writer.close();
    readers = new SqliteReaders(file, { size: 2 });
  });
  afterEach(async () => {
    await readers.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails the reads of a thread that dies and serves the next reads on a new one', async () => {
    expect(await readers.all('select name from item', [])).toEqual([{ name: 'first' }]);
    const slow = readers.all(SLOW, []);
    await new Promise((r) => setTimeout(r, 30));
    // the first idle thread took the slow read: the first one
    expect(readers.stats().busy).toBe(1);
    await readers.threads()[0].terminate();
    await expect(slow).rejects.toThrow(/SQLite reader thread ended/);
    expect(await readers.all('select name from item where id = ?', [1])).toEqual([{ name: 'first' }]);
    expect(await Promise.all([1, 2, 3].map(() => readers.all('select count(*) as n from item', [])))).toEqual([[{ n: 1 }], [{ n: 1 }], [{ n: 1 }]]);
    expect(readers.stats().open).toBeLessThanOrEqual(2);
  });

  it('runs a statement that proved short on the main thread, and in the threads once it ran slow', async () => {
    // a bound a busy test machine's preemption does not cross (2 ms would, now and then)
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, fastMs: 50 });
    const count = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < ?) select count(*) as n from c';
    for (let i = 0; i < 5; i++) expect(await readers.all(count, [10])).toEqual([{ n: 10 }]);
    // proved short: answered at once, without a turn of the event loop
    let answered = false;
    void readers.all(count, [10]).then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(true);
    // the one run that proves it wrong holds the loop once; the next ones run beside it
    expect(await readers.all(count, [1_000_000])).toEqual([{ n: 1_000_000 }]);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    try {
      const started = performance.now();
      expect(await readers.all(count, [2_500_000])).toEqual([{ n: 2_500_000 }]);
      expect(ticks).toBeGreaterThan((performance.now() - started) / 5 / 3);
    } finally {
      clearInterval(ticker);
    }
  });

  it('forgives a slow run that was a one-off once the statement has run fast again and again, unless it ran long', async () => {
    // a cold cache on a statement's first run, or a preempted thread, made it slow for good: every later call of
    // a 0.1 ms list page then paid a trip to a thread and back
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, fastMs: 50, longMs: 60_000 });
    const count = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < ?) select count(*) as n from c';
    expect(await readers.all(count, [1_000_000])).toEqual([{ n: 1_000_000 }]);
    const inline = async () => {
      let answered = false;
      const read = readers.all(count, [10]).then(() => (answered = true));
      await Promise.resolve();
      const atOnce = answered;
      await read;
      return atOnce;
    };
    expect(await inline()).toBe(false);
    for (let i = 0; i < 20; i++) await readers.all(count, [10]);
    expect(await inline()).toBe(true);

    // a statement that ran long stays off the main thread however fast it runs later
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, fastMs: 50, longMs: 20 });
    expect(await readers.all(count, [1_000_000])).toEqual([{ n: 1_000_000 }]);
    for (let i = 0; i < 30; i++) await readers.all(count, [10]);
    expect(await inline()).toBe(false);
  });

  it('runs statements that once ran long in a slow lane, so short reads never queue behind them', async () => {
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, slowLane: 1, longMs: 20 });
    const long = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < ?) select count(*) as n from c';
    // its first run, in the main lane, proves it long
    const first = await timed(readers.all(long, [600_000]));
    expect(first.ms).toBeGreaterThan(20);
    expect(await readers.all('select name from item', [])).toEqual([{ name: 'first' }]);
    // more long reads than the main lane has threads: before, they held both and the short read waited for one
    const searches = [1, 2, 3, 4].map(() => timed(readers.all(long, [600_000])));
    // the slow lane's one thread starts (tens of ms on a busy machine) and takes the first
    while (readers.stats().slow.busy === 0) await new Promise((r) => setTimeout(r, 5));
    expect(readers.stats()).toMatchObject({ busy: 0, slow: { open: 1, busy: 1, waiting: 3 } });
    const short = await timed(readers.all('select name from item where id = ?', [1]));
    const done = await Promise.all(searches);
    expect(short.value).toEqual([{ name: 'first' }]);
    expect(short.at).toBeLessThan(done[0].at);
    expect(short.ms).toBeLessThan(first.ms / 2);
    // in the lane's one thread, one after another
    expect(done.map((d) => d.value)).toEqual([1, 2, 3, 4].map(() => [{ n: 600_000 }]));
    expect(readers.stats()).toMatchObject({ slow: { open: 1, waiting: 0 } });
  });

  it.runIf(fs.existsSync('/proc/thread-self'))('lowers the OS priority of the slow lane and of streams, not of the main lane', async () => {
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, nice: 7, longMs: 20 });
    /** nice of a thread of this process: the 19th field of its stat, after the parenthesised name */
    const niceOf = (tid: number) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    const long = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < ?) select count(*) as n from c';
    await readers.all(long, [600_000]);
    await readers.all(long, [600_000]);
    const ids = readers.threadIds();
    expect(ids.slow).toHaveLength(1);
    expect(ids.main.length).toBeGreaterThan(0);
    // added to the process's own
    const base = os.getPriority();
    expect(ids.slow.map(niceOf)).toEqual([Math.min(19, base + 7)]);
    expect(ids.main.map(niceOf)).toEqual(ids.main.map(() => base));
    const stream = readers.stream('select id from item', [], 1);
    expect(await stream.next()).toMatchObject({ value: [{ id: 1 }] });
    expect(readers.threadIds().streams.map(niceOf)).toEqual([Math.min(19, base + 7)]);
    await stream.return(undefined);
  });

  it('tells reads from writes and transaction control', () => {
    expect(readers.reads('select * from item')).toBe(true);
    expect(readers.reads('pragma table_info(item)')).toBe(true);
    expect(readers.reads("insert into item values (2, 'x') returning id")).toBe(false);
    expect(readers.reads('begin')).toBe(false);
    expect(readers.reads('select * from not_yet')).toBe(false);
  });

  it('fails queued reads on close', async () => {
    const pending = [readers.all(SLOW, []), readers.all(SLOW, []), readers.all('select 1', [])];
    const settled = Promise.allSettled(pending);
    await readers.close();
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });
});

describe('an HTTP request beside a slow read', () => {
  it('is answered while the slow read still runs', async () => {
    const server = await startServer('sqlite');
    try {
      const token = await login(server, 'admin', ADMIN_PASSWORD);
      await call(server, 'GET', '/sys/permission/getUserPermissionByToken', { token });
      const slow = timed(sql`${sql.raw(SLOW)}`.execute(server.ctx.db));
      await new Promise((r) => setTimeout(r, 30));
      const answer = await timed(call(server, 'GET', '/sys/permission/getUserPermissionByToken', { token }));
      const done = await slow;
      expect(answer.value.status).toBe(200);
      expect(answer.at).toBeLessThan(done.at);
      expect(answer.ms).toBeLessThan(done.ms / 4);
    } finally {
      await server.stop();
    }
  });
});
