import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Pg from 'pg';
import type * as Mysql from 'mysql2/promise';
import type { Connection as StreamingConnection } from 'mysql2';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { cursorBatches, inBatches, MYSQL_TYPES, PG_TYPES } from './report-rows';
import type { ReportRows } from './report-rows';
import { sqliteReportPool, type ReportStatement } from './sqlite-report-process';

const load = createRequire(import.meta.url);

/** Runs compiled report statements (the dialect's placeholders, bound values) read-only with a time limit. */
export interface ReportDb {
  run(sql: string, params: readonly unknown[], maxRows: number): Promise<ReportRows>;
  /** Several statements' answers, in their order (a page and its count): at once, however the database runs best. */
  runAll(statements: readonly ReportStatement[]): Promise<ReportRows[]>;
  /** The rows in batches of about `batch`, up to `maxRows` (exports); each batch within the time limit. */
  stream(sql: string, params: readonly unknown[], maxRows: number, batch: number): AsyncGenerator<Row[]>;
  close(): Promise<void>;
}

/** Connections a report database (the product's own, or each data source's) opens at most. */
export const REPORT_POOL = 3;

type Row = Record<string, unknown>;

/**
 * A pooled database's runAll: each statement on a connection of its own, side by side.
 * @example return sideBySide({ run, stream, close })
 */
export function sideBySide(db: Omit<ReportDb, 'runAll'>): ReportDb {
  return { ...db, runAll: (all) => Promise.all(all.map((s) => db.run(s.sql, s.params, s.maxRows))) };
}

/** The answer to a statement stopped at the time limit. */
export const timedOut = (seconds: number) => new AppError(400, 'cgreport.timeout', { seconds });

/**
 * PostgreSQL: connections of their own whose every transaction is read only and whose statements stop at the time
 * limit (`default_transaction_read_only`, `statement_timeout`, set at connect), so no statement of a report can
 * write or change them back (SET is not a SELECT; set_config is not an allowed function).
 */
function postgresDb(url: string, seconds: number): ReportDb {
  const pg = load('pg') as typeof Pg;
  const pool = new pg.Pool({
    connectionString: url,
    max: REPORT_POOL,
    allowExitOnIdle: true,
    options: `-c default_transaction_read_only=on -c statement_timeout=${seconds * 1000}`,
  });
  return sideBySide({
    async run(sql, params, maxRows) {
      try {
        // the extended protocol takes one statement only, even with no parameter (pg's types lack queryMode)
        // named by its text, so each connection plans a statement once (a report page repeats the same few)
        const query = {
          name: `rp_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`,
          text: sql,
          values: [...params],
          queryMode: 'extended',
        } as Pg.QueryConfig;
        const result = await pool.query<Row>(query);
        return {
          columns: result.fields.map((f) => ({ name: f.name, type: PG_TYPES[f.dataTypeID] ?? 'String' })),
          rows: (result.rows as Record<string, unknown>[]).slice(0, maxRows),
        };
      } catch (err) {
        if ((err as { code?: string }).code === '57014') throw timedOut(seconds);
        throw err;
      }
    },
    async *stream(sql, params, maxRows, batch) {
      // a cursor in a read-only transaction: each FETCH is a statement of its own, within the time limit
      const client = await pool.connect();
      let done = false;
      try {
        await client.query('begin read only');
        await client.query({ text: `declare report_rows no scroll cursor for ${sql}`, values: [...params] });
        const fetchRows = async (size: number) =>
          (await client.query<Row>(`fetch ${size} from report_rows`)).rows;
        yield* cursorBatches(fetchRows, maxRows, batch);
        await client.query('commit');
        done = true;
      } catch (err) {
        if ((err as { code?: string }).code === '57014') throw timedOut(seconds);
        throw err;
      } finally {
        if (!done) await client.query('rollback').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  });
}

/**
 * MySQL/MariaDB: connections of their own in a read-only session (`SET SESSION TRANSACTION READ ONLY`) with the time
 * limit as MariaDB's `max_statement_time` (seconds) or MySQL's `max_execution_time` (ms, SELECTs only).
 */
function mysqlDb(url: string, seconds: number): ReportDb {
  const mysql = load('mysql2/promise') as typeof Mysql;
  const pool = mysql.createPool({
    uri: url.replace(/^mariadb:/, 'mysql:'),
    connectionLimit: REPORT_POOL,
    charset: 'utf8mb4',
    // idle connections keep their read-only session; the app's close ends them (module.ts)
    maxIdle: REPORT_POOL,
    idleTimeout: 60_000,
  });
  let mariadb: boolean | null = null;
  const session = async () => {
    const connection = await pool.getConnection();
    if (mariadb === null) {
      const [rows] = await connection.query('select version() as v');
      mariadb = /mariadb/i.test(String((rows as { v: string }[])[0]?.v));
    }
    await connection.query('set session transaction read only');
    await connection.query(
      mariadb
        ? `set session max_statement_time = ${seconds}`
        : `set session max_execution_time = ${seconds * 1000}`,
    );
    return connection;
  };
  const mapped = (err: unknown) => {
    const errno = (err as { errno?: number }).errno;
    return errno === 1969 || errno === 3024 ? timedOut(seconds) : err;
  };
  return sideBySide({
    async run(sql, params, maxRows) {
      const connection = await session();
      try {
        const [rows, fields] = await connection.query({ sql, values: [...params] });
        return {
          columns: (fields ?? []).map((f) => ({
            name: f.name,
            type: MYSQL_TYPES[f.columnType ?? 0] ?? 'String',
          })),
          rows: (rows as Record<string, unknown>[]).slice(0, maxRows),
        };
      } catch (err) {
        throw mapped(err);
      } finally {
        connection.release();
      }
    },
    async *stream(sql, params, maxRows, batch) {
      // rows as the server sends them, paused while the export is behind; a connection left mid-result is closed
      const connection = await session();
      // the callback connection under the promise one streams rows
      const raw = connection.connection as unknown as StreamingConnection;
      const rows = raw.query({ sql, values: [...params] }).stream({ highWaterMark: batch });
      let complete = false;
      try {
        complete = yield* inBatches(rows as AsyncIterable<Row>, maxRows, batch);
      } catch (err) {
        throw mapped(err);
      } finally {
        if (complete) connection.release();
        else connection.destroy();
      }
    },
    close: () => pool.end(),
  });
}

/** SQLite: warm child processes with read-only connections, killed at the limit (sqlite-report-process.ts). */
function sqliteDb(file: string, seconds: number): ReportDb {
  const pool = sqliteReportPool(file, REPORT_POOL, seconds * 1000);
  return {
    async run(sql, params, maxRows) {
      const answer = await pool.run(sql, params, maxRows);
      if (answer === 'timedOut') throw timedOut(seconds);
      if ('error' in answer) throw new Error(answer.error);
      return answer;
    },
    // one worker, one message: the round trip to a worker costs more than a page's statements themselves
    async runAll(statements) {
      const answer = await pool.runAll(statements);
      if (answer === 'timedOut') throw timedOut(seconds);
      if ('error' in answer) throw new Error(answer.error);
      return answer;
    },
    async *stream(sql, params, maxRows, batch) {
      try {
        yield* pool.stream(sql, params, maxRows, batch);
      } catch (err) {
        if ((err as Error).message === 'timedOut') throw timedOut(seconds);
        throw err;
      }
    },
    close: async () => pool.close(),
  };
}

const opened = new WeakMap<AppContext, ReportDb>();

/**
 * The report database of an app: opened on first use, closed with the app (`closeReportDb`).
 * @example const { rows } = await reportDb(ctx).run(compiled.sql, compiled.parameters, 10)
 */
export function reportDb(ctx: AppContext): ReportDb {
  let db = opened.get(ctx);
  if (!db) {
    const url = ctx.config.databaseUrl;
    const seconds = ctx.config.report.timeoutSeconds;
    if (ctx.dialect === 'postgres') db = postgresDb(url, seconds);
    else if (ctx.dialect === 'mysql') db = mysqlDb(url, seconds);
    else db = sqliteDb(url.slice('sqlite:'.length), seconds);
    opened.set(ctx, db);
  }
  return db;
}

/** Closes an app's report connections, if it opened any. */
export async function closeReportDb(ctx: AppContext): Promise<void> {
  const db = opened.get(ctx);
  opened.delete(ctx);
  await db?.close();
}
