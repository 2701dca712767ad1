import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import type { DialectName } from '../db/dialect';

/** SQLite always; PostgreSQL and MariaDB when TEST_PG_URL / TEST_MYSQL_URL name a server. */
export const dialects: DialectName[] = [
  'sqlite',
  ...(process.env.TEST_PG_URL ? (['postgres'] as const) : []),
  ...(process.env.TEST_MYSQL_URL ? (['mysql'] as const) : []),
];

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const unique = () => `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/**
 * A fresh database of the dialect, removed again by drop(): empty, or a copy of `template` (a database of
 * the same dialect nobody writes to meanwhile, such as the migrated templates of template-databases.ts).
 */
export async function createTestDatabase(dialect: DialectName, template?: string): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-test-'));
    // a closed SQLite database is one file: its last connection folded the write-ahead log back into it
    if (template) fs.copyFileSync(template.slice('sqlite:'.length), path.join(dir, 'weld.db'));
    return {
      url: `sqlite:${path.join(dir, 'weld.db')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = unique();
  if (dialect === 'postgres') {
    // a database, not a schema: Kysely's migrator looks through every schema of the database it is in, and
    // a schema another test file drops meanwhile fails that look ("schema … does not exist")
    const base = process.env.TEST_PG_URL as string;
    const run = async (statement: string) => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      try {
        await admin.query(statement);
      } finally {
        await admin.end();
      }
    };
    // a copy through the write-ahead log skips the checkpoint a file copy makes (here 0.7-1.3 s against
    // 1.7-1.9 s, and its drop 0.1 s against 0.8-1 s)
    const source = template
      ? ` TEMPLATE ${new URL(template).pathname.slice(1)} STRATEGY WAL_LOG`
      : ' STRATEGY FILE_COPY';
    await run(`CREATE DATABASE ${name}${source}`);
    const parsed = new URL(base);
    parsed.pathname = `/${name}`;
    const drop = async () => {
      // a closed pool's last sockets may still be saying goodbye: wait for them rather than kill them
      // (a killed connection that is still ending raises an error nobody listens to any more)
      for (let attempt = 0; ; attempt++) {
        try {
          return await run(`DROP DATABASE IF EXISTS ${name}`);
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    return { url: parsed.toString(), drop };
  }
  const base = process.env.TEST_MYSQL_URL as string;
  const admin = await createConnection(base);
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    if (template) await copyMysqlTables(admin, new URL(template).pathname.slice(1), name);
  } finally {
    await admin.end();
  }
  const parsed = new URL(base);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    drop: async () => {
      const c = await createConnection(base);
      await c.query(`DROP DATABASE \`${name}\``);
      await c.end();
    },
  };
}

/** Connections that copy a MariaDB template's tables side by side: each table is its own files and fsyncs. */
const COPIERS = 4;

/**
 * MariaDB has no template databases: each table is made by the template's own CREATE TABLE (columns,
 * indexes, foreign keys) and filled from it; keys are not checked meanwhile, since tables come in any order.
 */
async function copyMysqlTables(admin: Connection, from: string, to: string): Promise<void> {
  const [tables] = await admin.query<RowDataPacket[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'`,
    [from],
  );
  const names = (tables as { name: string }[]).map((t) => t.name);
  const base = new URL(process.env.TEST_MYSQL_URL as string);
  base.pathname = `/${to}`;
  await Promise.all(
    Array.from({ length: COPIERS }, async (_, copier) => {
      const c = await createConnection(base.toString());
      try {
        await c.query('SET foreign_key_checks = 0');
        for (const name of names.filter((_, i) => i % COPIERS === copier)) {
          const [[created]] = await c.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${from}\`.\`${name}\``);
          await c.query(String((created as Record<string, unknown>)['Create Table']));
          await c.query(`INSERT INTO \`${name}\` SELECT * FROM \`${from}\`.\`${name}\``);
        }
      } finally {
        await c.end();
      }
    }),
  );
}
