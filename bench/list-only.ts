/**
 * The list figures alone, over databases seeded once and kept between runs, for a change-and-measure loop:
 * `npm run build -w @weld/server && npx tsx bench/list-only.ts sqlite|postgres [port]`
 * with LIST_ONLY_DIR (default /tmp/list-only) holding the SQLite file and, for postgres, BENCH_PG_URL naming
 * the database itself (created and seeded when missing). BENCH_SERVER picks another build, to alternate A and B.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { listFiguresPostgres, listFiguresSqlite } from './list-figures';
import { seedPositions, seedPositionsPostgres } from './seed-positions';
import { apiLogin, startBuiltServer } from './server-process';

const ROWS = 1_000_000;
const dialect = process.argv[2] ?? 'sqlite';
const port = process.argv[3] ? Number(process.argv[3]) : undefined;

async function onSqlite(): Promise<void> {
  const dir = process.env.LIST_ONLY_DIR ?? '/tmp/list-only';
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'weld.db');
  const server = { ...(await startBuiltServer(`sqlite:${file}`, port)), dbFile: file };
  try {
    const db = new Database(file, { readonly: true });
    const have = (
      db.prepare("select count(*) as n from sys_position where create_by = 'bench'").get() as { n: number }
    ).n;
    db.close();
    if (have < ROWS) console.log(`seeded ${ROWS} positions in ${seedPositions(file, ROWS)} ms`);
    await listFiguresSqlite(server, await apiLogin(server.origin));
  } finally {
    await server.stop();
  }
}

async function onPostgres(): Promise<void> {
  const url = process.env.BENCH_PG_URL;
  if (!url)
    throw new Error(
      'set BENCH_PG_URL to the database to use, e.g. postgres://postgres@127.0.0.1:5432/bench_listpg_1',
    );
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  parsed.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: parsed.toString() });
  await admin.connect();
  if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0)
    await admin.query(`create database "${name}"`);
  await admin.end();
  const server = await startBuiltServer(url, port);
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const have = Number(
      (await client.query<{ n: string }>("select count(*) as n from sys_position where create_by = 'bench'"))
        .rows[0].n,
    );
    await client.end();
    if (have < ROWS) console.log(`seeded ${ROWS} positions in ${await seedPositionsPostgres(url, ROWS)} ms`);
    await listFiguresPostgres(server, await apiLogin(server.origin), url);
  } finally {
    await server.stop();
  }
}

await (dialect === 'postgres' ? onPostgres() : onSqlite());
