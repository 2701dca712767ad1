import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/databases';
import type { TestDatabase } from '../test/databases';
import { openDatabase } from './dialect';
import type { Db } from './dialect';

/** Repeated statements run prepared on PostgreSQL (db/pg-prepared.ts), with the same answers as unprepared ones. */
describe.runIf(process.env.TEST_PG_URL)('prepared statements on postgres', () => {
  let database: TestDatabase;
  let opened: Db;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    opened = openDatabase(database.url);
    await sql`create table prep_probe (id int primary key, name text)`.execute(opened.db);
    await sql`insert into prep_probe values (1, 'one'), (2, 'two'), (3, 'three')`.execute(opened.db);
  });
  afterAll(async () => {
    await opened?.db.destroy();
    await database?.drop();
  });

  const prepared = (conn: Db['db']) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements`
      .execute(conn)
      .then((r) => r.rows.map((row) => row.statement));

  it('answers a repeated statement the same, prepared on its connection from its second run', async () => {
    await opened.db.connection().execute(async (conn) => {
      const read = (id: number) =>
        conn
          .selectFrom('prep_probe' as never)
          .select(['id', 'name'] as never)
          .where('id' as never, '>=', id as never)
          .orderBy('id' as never)
          .execute();
      const first = await read(2);
      expect(first).toEqual([
        { id: 2, name: 'two' },
        { id: 3, name: 'three' },
      ]);
      expect(await read(2)).toEqual(first);
      expect(await read(1)).toEqual([{ id: 1, name: 'one' }, ...first]);
      expect(await read(3)).toEqual([{ id: 3, name: 'three' }]);
      expect((await prepared(conn)).some((s) => s.includes('"prep_probe"'))).toBe(true);
    });
  });

  it('answers with the new columns after a table change, instead of failing on the old plan', async () => {
    await opened.db.connection().execute(async (conn) => {
      const all = () =>
        sql<Record<string, unknown>>`select * from prep_probe where id = ${1}`
          .execute(conn)
          .then((r) => r.rows);
      await all();
      expect(await all()).toEqual([{ id: 1, name: 'one' }]);
      await sql`alter table prep_probe add column note text default 'n'`.execute(conn);
      expect(await all()).toEqual([{ id: 1, name: 'one', note: 'n' }]);
      expect(await all()).toEqual([{ id: 1, name: 'one', note: 'n' }]);
    });
  });

  it('prepares nothing inside a transaction, where a failed statement could not be run again', async () => {
    const inside = () => sql`select name from prep_probe where id = ${3} and 'tx' = 'tx'`;
    await opened.db.transaction().execute(async (tx) => {
      for (let i = 0; i < 3; i++) expect((await inside().execute(tx)).rows).toEqual([{ name: 'three' }]);
      expect((await prepared(tx as unknown as Db['db'])).some((s) => s.includes("'tx' = 'tx'"))).toBe(false);
    });
  });
});
