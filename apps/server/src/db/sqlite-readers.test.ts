import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { openDatabase } from './dialect';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import { call, login } from '../test/client';
import { SLOW, timed } from '../test/slow-reads';

type Db = Kysely<{ item: { id: number; name: string; data: Buffer | null; ratio: number | null } }>;

/** Issue 14: on SQLite, reads run in worker threads, so one slow statement no longer stalls every request. */
describe('SQLite reads in worker threads', () => {
  let dir: string;
  let file: string;
  let db: Db;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-readers-'));
    file = path.join(dir, 'weld.db');
    db = openDatabase(`sqlite:${file}`).db as unknown as Db;
    await sql`create table item (id integer primary key, name text not null, data blob, ratio real)`.execute(
      db,
    );
    await db
      .insertInto('item')
      .values({ id: 1, name: 'first', data: Buffer.from([0, 1, 254, 255]), ratio: 0.5 })
      .execute();
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
      await db
        .insertInto('item')
        .values({ id: i, name: `n${i}`, data: null, ratio: null })
        .execute();
      expect(
        await db
          .selectFrom('item')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ).toEqual({ n: i });
      await db
        .updateTable('item')
        .set({ name: `renamed${i}` })
        .where('id', '=', i)
        .execute();
      expect(
        await db.selectFrom('item').select('name').where('id', '=', i).executeTakeFirstOrThrow(),
      ).toEqual({ name: `renamed${i}` });
    }
  });

  it('answers the same values as a connection on the main thread: blobs as Buffers, numbers, nulls', async () => {
    const query =
      "select id, name, data, ratio, 9007199254740993 as big, x'' as empty, null as absent from item where data = ?";
    const local = new SqliteDatabase(file, { readonly: true });
    try {
      const expected = local.prepare(query).all(Buffer.from([0, 1, 254, 255]));
      const { rows } = await sql`${sql.raw(query.replace('?', ''))}${Buffer.from([0, 1, 254, 255])}`.execute(
        db,
      );
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
    await expect(sql`select * from missing`.execute(db)).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: 'no such table: missing',
    });
  });

  it('streams rows in order, batch by batch, and stops early without harm', async () => {
    await sql`insert into item (id, name) select value + 10, 'row ' || value from generate_series(0, 4999)`
      .execute(db)
      .catch(async () => {
        // generate_series is not in every build: a recursive insert does the same
        await sql`with recursive s(v) as (select 0 union all select v + 1 from s where v < 4999) insert into item (id, name) select v + 10, 'row ' || v from s`.execute(
          db,
        );
      });
    const ids: number[] = [];
    for await (const row of db.selectFrom('item').select(['id', 'data']).orderBy('id').stream(500))
      ids.push(row.id);
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
    expect(await db.selectFrom('item').select('name').orderBy('id').execute()).toEqual([
      { name: 'first' },
      { name: 'pending' },
    ]);
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
