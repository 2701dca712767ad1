import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createConnection } from 'mysql2/promise';
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

/** A fresh, empty database of the dialect, removed again by drop(). */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-test-'));
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
    await run(`CREATE DATABASE ${name} STRATEGY FILE_COPY`);
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
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
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
