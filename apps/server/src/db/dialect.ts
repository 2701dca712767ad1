import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Dialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import type * as Pg from 'pg';
import type * as Mysql from 'mysql2';
import type { Database } from './schema';
import { preparingPool } from './pg-prepared';
import { SqliteReaders } from './sqlite-readers';
import { SplitSqliteDialect } from './sqlite-split';

/** The PostgreSQL and MySQL drivers load only for their dialect: the embedded default never carries them. */
const load = createRequire(import.meta.url);

export type DialectName = 'sqlite' | 'postgres' | 'mysql';

/** Connections of the pool right now, for the database monitor; SQLite has one connection and no pool. */
export interface PoolStats {
  max: number;
  open: number;
  idle: number;
  waiting: number;
}

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  pool(): PoolStats;
}

const POOL_MAX = 10;

function sqlite(file: string): Dialect {
  // an in-memory database is private to its connection: it has no reader beside it
  if (file === ':memory:') return new SqliteDialect({ database: new SqliteDatabase(file) });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const writer = new SqliteDatabase(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('synchronous = NORMAL');
  return new SplitSqliteDialect(writer, new SqliteReaders(file));
}

/**
 * Kysely over the database DATABASE_URL names: sqlite:<file>, postgres://…, mysql://… (MariaDB too).
 * @example const { db } = openDatabase('sqlite:./data/weld.db')
 */
export function openDatabase(url: string): Db {
  let dialect: Dialect;
  let name: DialectName;
  let pool: () => PoolStats = () => ({ max: 1, open: 1, idle: 1, waiting: 0 });
  if (url.startsWith('sqlite:')) {
    name = 'sqlite';
    dialect = sqlite(url.slice('sqlite:'.length));
  } else if (/^postgres(ql)?:\/\//.test(url)) {
    name = 'postgres';
    const pg = load('pg') as typeof Pg;
    const pgPool = new pg.Pool({ connectionString: url, max: POOL_MAX });
    pool = () => ({
      max: POOL_MAX,
      open: pgPool.totalCount,
      idle: pgPool.idleCount,
      waiting: pgPool.waitingCount,
    });
    dialect = new PostgresDialect({ pool: preparingPool(pgPool) });
  } else {
    name = 'mysql';
    const mysqlUrl = url.replace(/^mariadb:/, 'mysql:');
    const { createPool } = load('mysql2') as typeof Mysql;
    const myPool = createPool({ uri: mysqlUrl, connectionLimit: POOL_MAX, charset: 'utf8mb4' });
    // mysql2 keeps its counts in fields it does not type; read them defensively
    const inner = myPool as unknown as {
      _allConnections?: { length: number };
      _freeConnections?: { length: number };
      _connectionQueue?: { length: number };
    };
    pool = () => ({
      max: POOL_MAX,
      open: inner._allConnections?.length ?? 0,
      idle: inner._freeConnections?.length ?? 0,
      waiting: inner._connectionQueue?.length ?? 0,
    });
    dialect = new MysqlDialect({ pool: myPool });
  }
  return { db: new Kysely<Database>({ dialect }), dialect: name, pool };
}

/**
 * Refreshes the planner statistics of `table` after a bulk write. PostgreSQL keeps a statement's plan per
 * connection, made for the table as its statistics last described it: one prepared while the table was empty
 * scans every row once the table is full, until autovacuum's next ANALYZE (a minute or more away). MariaDB
 * refreshes InnoDB's statistics itself after a tenth of a table has changed, and SQLite plans each prepared
 * statement without per-connection generic plans, so only PostgreSQL is told.
 * @example if (written.length >= ANALYZE_AFTER_ROWS) await refreshStatistics(ctx, def.table)
 */
export async function refreshStatistics(
  ctx: { db: Kysely<Database>; dialect: DialectName },
  table: string,
): Promise<void> {
  if (ctx.dialect === 'postgres') await sql`analyze ${sql.table(table)}`.execute(ctx.db);
}

/** A unique index refused a write, in any dialect's words (SQLite, PostgreSQL, MySQL/MariaDB). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return (
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e.code === '23505' ||
    e.code === 'ER_DUP_ENTRY' ||
    e.errno === 1062
  );
}
