import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openDatabase } from './dialect';

type Db = Kysely<{ item: { id: number; name: string } }>;
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);

/** Issue 12 §8: on SQLite a transaction that waits between statements no longer makes every other query wait for its commit. */
describe('SQLite reads beside an open transaction', () => {
  let dir: string;
  let db: Db;
  const names = async (on: Db = db) =>
    (await on.selectFrom('item').select('name').orderBy('id').execute()).map((r) => r.name);

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-split-'));
    db = openDatabase(`sqlite:${path.join(dir, 'weld.db')}`).db as unknown as Db;
    await sql`create table item (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('item').values({ id: 1, name: 'committed' }).execute();
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers reads at once with the last commit while a transaction is open, and writes after its commit', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let inTransaction: string[] = [];
    const transaction = db.transaction().execute(async (tx) => {
      await tx.insertInto('item').values({ id: 2, name: 'pending' }).execute();
      inTransaction = await names(tx as unknown as Db);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(await within(1000, names())).toEqual(['committed']);
    expect(await within(1000, sql<{ one: number }>`select 1 as one`.execute(db))).toMatchObject({
      rows: [{ one: 1 }],
    });
    const write = db
      .insertInto('item')
      .values({ id: 3, name: 'after' })
      .returning('name')
      .executeTakeFirstOrThrow();
    let written = false;
    void write.then(() => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toBe(false);

    finish();
    await transaction;
    expect(inTransaction).toEqual(['committed', 'pending']);
    expect(await write).toEqual({ name: 'after' });
    expect(await names()).toEqual(['committed', 'pending', 'after']);
  });

  it('rolls back on the writer and keeps reading the last commit', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('item').values({ id: 2, name: 'undone' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await names()).toEqual(['committed']);
    await db.updateTable('item').set({ name: 'renamed' }).where('id', '=', 1).execute();
    expect(await names()).toEqual(['renamed']);
  });
});
