import SqliteDatabase from 'better-sqlite3';
import { AppError } from '../../../lib/errors';
import { HostNotAllowedError, allowedAddress, hostText } from '../../../lib/host-allow-list';
import type { HostRule } from '../../../lib/host-allow-list';

export const DB_TYPES = ['mysql', 'postgresql', 'sqlite'] as const;
export type DbType = (typeof DB_TYPES)[number];

export interface ConnectionSettings {
  dbType: DbType;
  dbUrl: string;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string | null;
}

export const TIMEOUT_MS = 5000;

export interface Target {
  host: string;
  port: number;
  database: string | undefined;
}

/** host, port and database of `jdbc:mysql://h:3306/db?…`, `mysql://…`, `jdbc:postgresql://…`, `postgres://…`. */
export function networkTarget(url: string, type: DbType, dbName: string | null | undefined): Target {
  const schemes = type === 'mysql' ? ['mysql', 'mariadb'] : ['postgresql', 'postgres'];
  const bare = url.trim().replace(/^jdbc:/i, '');
  let parsed: URL;
  try {
    parsed = new URL(bare);
  } catch {
    throw new AppError(400, 'dataSource.badUrl', { type });
  }
  if (!schemes.includes(parsed.protocol.replace(/:$/, '').toLowerCase()) || parsed.hostname === '')
    throw new AppError(400, 'dataSource.badUrl', { type });
  const port = parsed.port ? Number(parsed.port) : type === 'mysql' ? 3306 : 5432;
  const database = dbName || decodeURIComponent(parsed.pathname.replace(/^\//, '')) || undefined;
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port, database };
}

/** `jdbc:sqlite:/data/x.db`, `sqlite:/data/x.db` or a plain path: an existing file, opened read-only. */
function sqliteFile(url: string): string {
  const file = url
    .trim()
    .replace(/^jdbc:/i, '')
    .replace(/^sqlite:/i, '');
  if (file === '' || file === ':memory:') throw new AppError(400, 'dataSource.badUrl', { type: 'sqlite' });
  return file;
}

/** The target and the checked address to connect to: by address, so a second lookup cannot move it elsewhere. */
async function allowedTarget(
  s: ConnectionSettings,
  type: 'mysql' | 'postgresql',
  rules: HostRule[],
): Promise<Target & { address: string }> {
  const t = networkTarget(s.dbUrl, type, s.dbName);
  return { ...t, address: await allowedAddress(rules, t.host, t.port) };
}

// neither connection uses TLS; one that does must pass t.host as its servername
async function tryMysql(s: ConnectionSettings, rules: HostRule[]): Promise<void> {
  const t = await allowedTarget(s, 'mysql', rules);
  // the drivers load with a test of their kind, not with the server
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({
    host: t.address,
    port: t.port,
    database: t.database,
    user: s.dbUsername ?? undefined,
    password: s.dbPassword ?? undefined,
    connectTimeout: TIMEOUT_MS,
  });
  try {
    await connection.query({ sql: 'select 1', timeout: TIMEOUT_MS });
  } finally {
    connection.destroy();
  }
}

async function tryPostgres(s: ConnectionSettings, rules: HostRule[]): Promise<void> {
  const t = await allowedTarget(s, 'postgresql', rules);
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: t.address,
    port: t.port,
    database: t.database,
    user: s.dbUsername ?? undefined,
    password: s.dbPassword ?? '',
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  });
  // a connection dropped later must not become an unhandled 'error' event
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

function trySqlite(s: ConnectionSettings): void {
  // read-only and never created: a test must not leave files behind on the server
  const db = new SqliteDatabase(sqliteFile(s.dbUrl), {
    readonly: true,
    fileMustExist: true,
    timeout: TIMEOUT_MS,
  });
  try {
    db.prepare('select 1').get();
  } finally {
    db.close();
  }
}

/**
 * A driver's failure as one of a few message keys the user can act on. Never the driver's own text: it
 * may quote what the remote end sent (a banner of whatever listens there).
 */
export function failureOf(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HostNotAllowedError)
    return new AppError(400, 'dataSourceHost.notAllowed', { host: hostText(err.host, err.port) });
  const e = err as { code?: string; errno?: number; message?: string };
  const code = String(e.code ?? '');
  if (code === 'ECONNREFUSED') return new AppError(400, 'dataSource.refused');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new AppError(400, 'dataSource.unknownHost');
  if (code === 'ETIMEDOUT' || code === 'PROTOCOL_SEQUENCE_TIMEOUT' || /timeout/i.test(e.message ?? ''))
    return new AppError(400, 'dataSource.timeout', { seconds: TIMEOUT_MS / 1000 });
  if (
    code === '28P01' ||
    code === '28000' ||
    code === 'ER_ACCESS_DENIED_ERROR' ||
    code === 'ER_DBACCESS_DENIED_ERROR'
  )
    return new AppError(400, 'dataSource.denied');
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR') return new AppError(400, 'dataSource.unknownDatabase');
  if (code === 'SQLITE_CANTOPEN' || /unable to open|directory does not exist/i.test(e.message ?? ''))
    return new AppError(400, 'dataSource.noFile');
  if (code === 'SQLITE_NOTADB') return new AppError(400, 'dataSource.notDatabase');
  return new AppError(400, 'dataSourceHost.unreachable');
}

/**
 * Opens one connection with the installed drivers, runs `select 1` and closes it, within 5 seconds;
 * throws a 400 AppError saying why not. A host outside `rules` is refused before any connection; the
 * driver's error, if any, is the AppError's `cause` (for the log, never for the answer).
 * @example await testConnection({ dbType: 'postgresql', dbUrl: 'jdbc:postgresql://db:5432/weld', dbUsername: 'weld', dbPassword: '…' }, rules)
 */
export async function testConnection(settings: ConnectionSettings, rules: HostRule[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(400, 'dataSource.timeout', { seconds: TIMEOUT_MS / 1000 })),
      TIMEOUT_MS,
    );
  });
  const attempt = async () => {
    if (settings.dbType === 'sqlite') return trySqlite(settings);
    return settings.dbType === 'mysql' ? tryMysql(settings, rules) : tryPostgres(settings, rules);
  };
  try {
    await Promise.race([attempt(), limit]);
  } catch (err) {
    const failure = failureOf(err);
    throw failure === err ? failure : Object.assign(failure, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}
