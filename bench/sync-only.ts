/**
 * The online form sync figure on its own (`npm run build -w @weld/server && npx tsx bench/sync-only.ts [runs]`): a
 * 30-field design synced (plan, create, alter over rows, force) on SQLite, then on PostgreSQL and MariaDB/MySQL when
 * BENCH_PG_URL / BENCH_MYSQL_URL (or TEST_PG_URL / TEST_MYSQL_URL) name a server: a database of the bench's own is
 * created there and dropped afterwards, so nobody else's is touched.
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { freshPostgres } from './import-figures';
import { apiLogin, startBuiltServer } from './server-process';
import { syncFigures } from './sync-figures';

const runs = process.argv[2] ? Number(process.argv[2]) : 5;

/** A fresh MySQL/MariaDB database beside the one `url` names, dropped again by drop(). */
async function freshMysql(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `weld_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = await createConnection(url);
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return { url: parsed.toString(), drop: () => run(`DROP DATABASE IF EXISTS \`${name}\``) };
}

async function on(label: string, database?: { url: string; drop(): Promise<void> }): Promise<void> {
  try {
    const server = await startBuiltServer(database?.url);
    try {
      await syncFigures(server, await apiLogin(server.origin), label, runs);
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
  }
}

await on('SQLite');
const pgUrl = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL;
if (pgUrl) await on('PostgreSQL', await freshPostgres(pgUrl));
else console.log('online form sync on PostgreSQL: skipped (set BENCH_PG_URL=postgres://…)');
const mysqlUrl = process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL;
if (mysqlUrl) await on('MariaDB/MySQL', await freshMysql(mysqlUrl));
else console.log('online form sync on MariaDB/MySQL: skipped (set BENCH_MYSQL_URL=mysql://…)');
