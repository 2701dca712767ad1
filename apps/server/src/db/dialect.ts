import fs from 'node:fs';
import path from 'node:path';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect } from 'kysely';
import type { Dialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { createPool } from 'mysql2';
import type { Database } from './schema';

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
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) });
  } else {
    name = 'mysql';
    const mysqlUrl = url.replace(/^mariadb:/, 'mysql:');
    dialect = new MysqlDialect({ pool: createPool({ uri: mysqlUrl, connectionLimit: 10, charset: 'utf8mb4' }) });
  }
  return { db: new Kysely<Database>({ dialect }), dialect: name };
}
