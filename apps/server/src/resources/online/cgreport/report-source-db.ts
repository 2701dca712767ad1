import { createRequire } from 'node:module';
import type * as Pg from 'pg';
import type * as Mysql from 'mysql2/promise';
import type { Connection as StreamingConnection } from 'mysql2';
import { REPORT_POOL, timedOut } from './report-db';
import { sideBySide, type ReportDb } from './report-db';
import { cursorBatches, inBatches, MYSQL_TYPES, PG_TYPES } from './report-rows';

const load = createRequire(import.meta.url);

type Row = Record<string, unknown>;

/** Where a data source's connections go: the address the allow-list checked (never the name again). */
export interface SourceSettings {
  address: string;
  port: number;
  database: string | undefined;
  user: string | undefined;
  password: string | undefined;
}

/** No connection to the data source could be had (refused, wrong password …); `cause` is for the log only. */
export class SourceUnavailable extends Error {
  constructor(readonly cause: unknown) {
    super('report data source unavailable');
  }
}

const CONNECT_MS = 5000;

/**
 * PostgreSQL data source: a pool of its own; every statement in a `begin read only` transaction with
 * `set local statement_timeout`, so the limit holds on a server whose settings we do not own, and ends with it.
 */
export function sourcePostgresDb(s: SourceSettings, seconds: number): ReportDb {
  const pg = load('pg') as typeof Pg;
  const pool = new pg.Pool({
    host: s.address,
    port: s.port,
    database: s.database,
    user: s.user,
    password: s.password ?? '',
    max: REPORT_POOL,
    allowExitOnIdle: true,
    connectionTimeoutMillis: CONNECT_MS,
    idleTimeoutMillis: 60_000,
  });
  // an idle connection the remote server drops must not become an unhandled 'error' event
  pool.on('error', () => undefined);
  const mapped = (err: unknown) => ((err as { code?: string }).code === '57014' ? timedOut(seconds) : err);
  const begin = async () => {
    let client: Pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw new SourceUnavailable(err);
    }
    try {
      await client.query('begin read only');
      await client.query(`set local statement_timeout = ${seconds * 1000}`);
    } catch (err) {
      client.release(true);
      throw new SourceUnavailable(err);
    }
    return client;
  };
  // a failed statement leaves the transaction aborted: roll it back, and drop the connection if even that fails
  const end = async (client: Pg.PoolClient, committed: boolean) => {
    const sound =
      committed ||
      (await client.query('rollback').then(
        () => true,
        () => false,
      ));
    client.release(!sound);
  };
  return sideBySide({
    async run(sql, params, maxRows) {
      const client = await begin();
      let committed = false;
      try {
        // the extended protocol takes one statement only (pg's types lack queryMode)
        const query = { text: sql, values: [...params], queryMode: 'extended' } as Pg.QueryConfig;
        const result = await client.query<Row>(query);
        await client.query('commit');
        committed = true;
        return {
          columns: result.fields.map((f) => ({ name: f.name, type: PG_TYPES[f.dataTypeID] ?? 'String' })),
          rows: result.rows.slice(0, maxRows),
        };
      } catch (err) {
        throw mapped(err);
      } finally {
        await end(client, committed);
      }
    },
    async *stream(sql, params, maxRows, batch) {
      // a cursor in the read-only transaction: each FETCH is a statement of its own, within the time limit
      const client = await begin();
      let committed = false;
      try {
        await client.query({ text: `declare report_rows no scroll cursor for ${sql}`, values: [...params] });
        const fetchRows = async (size: number) =>
          (await client.query<Row>(`fetch ${size} from report_rows`)).rows;
        yield* cursorBatches(fetchRows, maxRows, batch);
        await client.query('commit');
        committed = true;
      } catch (err) {
        throw mapped(err);
      } finally {
        await end(client, committed);
      }
    },
    close: () => pool.end(),
  });
}

/**
 * MySQL/MariaDB data source: a pool of its own; before each statement the session's limit (MariaDB's
 * `max_statement_time`, MySQL's `max_execution_time`) and a `start transaction read only`. The driver's own timeout,
 * a little later, drops the connection should the server ignore its limit.
 */
export function sourceMysqlDb(s: SourceSettings, seconds: number): ReportDb {
  const mysql = load('mysql2/promise') as typeof Mysql;
  const pool = mysql.createPool({
    host: s.address,
    port: s.port,
    database: s.database,
    user: s.user,
    password: s.password,
    charset: 'utf8mb4',
    connectionLimit: REPORT_POOL,
    connectTimeout: CONNECT_MS,
    // below the limit, so mysql2 runs its idle sweep: a data source read now and then holds no connection for long
    maxIdle: REPORT_POOL - 1,
    idleTimeout: 60_000,
  });
  let mariadb: boolean | null = null;
  const begin = async () => {
    let connection: Mysql.PoolConnection;
    try {
      connection = await pool.getConnection();
    } catch (err) {
      throw new SourceUnavailable(err);
    }
    try {
      if (mariadb === null) {
        const [rows] = await connection.query('select version() as v');
        mariadb = /mariadb/i.test(String((rows as { v: string }[])[0]?.v));
      }
      await connection.query(
        mariadb
          ? `set session max_statement_time = ${seconds}`
          : `set session max_execution_time = ${seconds * 1000}`,
      );
      await connection.query('start transaction read only');
    } catch (err) {
      connection.destroy();
      throw new SourceUnavailable(err);
    }
    return connection;
  };
  const mapped = (err: unknown) => {
    const { errno, code } = err as { errno?: number; code?: string };
    return errno === 1969 || errno === 3024 || code === 'PROTOCOL_SEQUENCE_TIMEOUT' ? timedOut(seconds) : err;
  };
  const backstop = (seconds + 5) * 1000;
  return sideBySide({
    async run(sql, params, maxRows) {
      const connection = await begin();
      let sound = false;
      try {
        const [rows, fields] = await connection.query({ sql, values: [...params], timeout: backstop });
        await connection.query('commit');
        sound = true;
        return {
          columns: (fields ?? []).map((f) => ({
            name: f.name,
            type: MYSQL_TYPES[f.columnType ?? 0] ?? 'String',
          })),
          rows: (rows as Row[]).slice(0, maxRows),
        };
      } catch (err) {
        sound = await connection.query('rollback').then(
          () => true,
          () => false,
        );
        throw mapped(err);
      } finally {
        if (sound) connection.release();
        else connection.destroy();
      }
    },
    async *stream(sql, params, maxRows, batch) {
      // rows as the server sends them, paused while the export is behind; a connection left mid-result is closed
      const connection = await begin();
      const raw = connection.connection as unknown as StreamingConnection;
      const rows = raw.query({ sql, values: [...params] }).stream({ highWaterMark: batch });
      let complete = false;
      try {
        complete = yield* inBatches(rows as AsyncIterable<Row>, maxRows, batch);
        if (complete) await connection.query('commit');
      } catch (err) {
        complete = false;
        throw mapped(err);
      } finally {
        if (complete) connection.release();
        else connection.destroy();
      }
    },
    close: () => pool.end(),
  });
}
