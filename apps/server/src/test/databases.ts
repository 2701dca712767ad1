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
    return { url: `sqlite:${path.join(dir, 'weld.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = unique();
  if (dialect === 'postgres') {
    const base = process.env.TEST_PG_URL as string;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${name}`);
    await admin.end();
    const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${name}`)}`;
    return {
      url,
      drop: async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP SCHEMA ${name} CASCADE`);
        await c.end();
      },
    };
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
