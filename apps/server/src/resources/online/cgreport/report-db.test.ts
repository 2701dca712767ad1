import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import { openDatabase } from '../../../db/dialect';
import type { Db } from '../../../db/dialect';
import { createTestDatabase, dialects } from '../../../test/databases';
import type { TestDatabase } from '../../../test/databases';
import { closeReportDb, reportDb } from './report-db';

/**
 * The report connections read only, whatever statement reaches them: a second line of defence behind the SQL
 * checks, proved by sending them writes directly.
 */
describe.each(dialects)('report connections on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db['db'];
  let ctx: AppContext;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.url).db;
    await sql`create table rp_probe (id integer)`.execute(db);
    await sql`insert into rp_probe (id) values (1)`.execute(db);
    ctx = {
      dialect,
      config: { databaseUrl: database.url, report: { timeoutSeconds: 5 } },
    } as unknown as AppContext;
  });
  afterAll(async () => {
    await closeReportDb(ctx);
    await db?.destroy();
    await database?.drop();
  });

  it('reads, and refuses every write', async () => {
    const read = await reportDb(ctx).run('select id from rp_probe', [], 10);
    expect(read.rows.map((r) => Number(r.id))).toEqual([1]);
    expect(read.columns.map((c) => c.name)).toEqual(['id']);
    for (const write of [
      'insert into rp_probe (id) values (2)',
      'update rp_probe set id = 3',
      'delete from rp_probe',
      'create table rp_other (id integer)',
      'select 1; delete from rp_probe',
    ])
      await expect(reportDb(ctx).run(write, [], 10), write).rejects.toThrow();
    const rows = await sql<{ id: number }>`select id from rp_probe`.execute(db);
    expect(rows.rows.map((r) => Number(r.id))).toEqual([1]);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('rp_other');
  });

  it('streams rows in batches up to the cap', async () => {
    for (const id of [2, 3, 4, 5]) await sql`insert into rp_probe (id) values (${id})`.execute(db);
    const batches: number[][] = [];
    for await (const rows of reportDb(ctx).stream('select id from rp_probe order by id', [], 4, 3))
      batches.push(rows.map((r) => Number(r.id)));
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });
});
