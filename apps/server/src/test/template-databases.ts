import Sqlite from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { openDatabase } from '../db/dialect';
import { migrateToLatest } from '../db/migrations';
import { formatDateTime } from '../db/time';
import { createTestDatabase, dialects, type TestDatabase } from './databases';

/** The migrated template of each dialect of the run: its URL, which a test server's database is copied from. */
export type DatabaseTemplates = Partial<Record<string, string>>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Vitest global setup of the server tests: migrates one database per dialect once, before any file runs.
 * Running the migrations (tables, indexes, seed rows) costs seconds per server on PostgreSQL and MariaDB,
 * and hundreds of test servers start over fresh databases; a copy of the template costs a fraction of it.
 * What a server does with its configuration (the admin user, its password) still happens at each start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { timeZone } = loadConfig({});
  const made: TestDatabase[] = [];
  const templates: DatabaseTemplates = {};
  for (const dialect of dialects) {
    const template = await createTestDatabase(dialect);
    made.push(template);
    const { db } = openDatabase(template.url);
    try {
      await migrateToLatest(db, () => formatDateTime(new Date(), timeZone), dialect);
    } finally {
      await db.destroy();
    }
    // the copies take the database file alone: fold the write-ahead log into it
    if (dialect === 'sqlite') {
      const file = new Sqlite(template.url.slice('sqlite:'.length));
      file.pragma('wal_checkpoint(TRUNCATE)');
      file.close();
    }
    templates[dialect] = template.url;
  }
  project.provide('databaseTemplates', templates);
  return async () => {
    for (const template of made) await template.drop();
  };
}
