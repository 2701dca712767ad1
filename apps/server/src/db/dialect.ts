import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect } from 'kysely';
import type { Dialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import type * as Pg from 'pg';
import type * as Mysql from 'mysql2';
import type { Database } from './schema';

/** The PostgreSQL and MySQL drivers load only for their dialect: the embedded default never carries them. */
const load = createRequire(import.meta.url);

export type DialectName = 'sqlite' | 'postgres' | 'mysql';

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
}

function sqlite(file: string): Dialect {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database });
}

/**
 * Kysely over the database DATABASE_URL names: sqlite:<file>, postgres://…, mysql://… (MariaDB too).
 * @example const { db } = openDatabase('sqlite:./data/weld.db')
 */
export function openDatabase(url: string): Db {
  let dialect: Dialect;
  let name: DialectName;
  if (url.startsWith('sqlite:')) {
    name = 'sqlite';
    dialect = sqlite(url.slice('sqlite:'.length));
  } else if (/^postgres(ql)?:\/\//.test(url)) {
    name = 'postgres';
    const pg = load('pg') as typeof Pg;
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) });
  } else {
    name = 'mysql';
    const mysqlUrl = url.replace(/^mariadb:/, 'mysql:');
    const { createPool } = load('mysql2') as typeof Mysql;
    dialect = new MysqlDialect({ pool: createPool({ uri: mysqlUrl, connectionLimit: 10, charset: 'utf8mb4' }) });
  }
  return { db: new Kysely<Database>({ dialect }), dialect: name };
}
