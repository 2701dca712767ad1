import { createHash } from 'node:crypto';
import {
  DummyDriver,
  Kysely,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { DialectAdapter, QueryCompiler, QueryExecutorProvider, Selectable } from 'kysely';
import type { AppContext } from '../../../context';
import type { DialectName } from '../../../db/dialect';
import type { SysDataSourceTable } from '../../../db/schema-admin';
import { AppError } from '../../../lib/errors';
import { HostNotAllowedError, allowedAddress } from '../../../lib/host-allow-list';
import {
  dataSourceHostRules,
  dataSourceKey,
  decryptSecret,
  failureOf,
  networkTarget,
} from '../../system/data-source';
import { reportDb } from './report-db';
import type { ReportDb } from './report-db';
import { SourceUnavailable, sourceMysqlDb, sourcePostgresDb } from './report-source-db';
import type { SourceSettings } from './report-source-db';

/** Where a report's statements go: the dialect its SQL is checked and compiled in, and what runs them. */
export interface ReportTarget {
  dialect: DialectName;
  db: ReportDb;
  /** compiles a statement in the target's dialect (placeholders, quoting) */
  compiler: QueryExecutorProvider;
}

type SourceRow = Selectable<SysDataSourceTable>;

/** Data source types a report reads (多数据源管理's `database_type`), with the dialect of each. */
const DIALECTS: Readonly<Record<string, 'postgres' | 'mysql'>> = { postgresql: 'postgres', mysql: 'mysql' };

/** Kysely that only compiles: the report's statements are run by the source's own pool, never through it. */
function compilerOnly(adapter: DialectAdapter, compiler: () => QueryCompiler, postgres: boolean) {
  return new Kysely<Record<string, never>>({
    dialect: {
      createAdapter: () => adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new MysqlIntrospector(db)),
      createQueryCompiler: compiler,
    },
  });
}

const COMPILERS = {
  postgres: compilerOnly(new PostgresAdapter(), () => new PostgresQueryCompiler(), true),
  mysql: compilerOnly(new MysqlAdapter(), () => new MysqlQueryCompiler(), false),
};

async function sourceRow(ctx: AppContext, code: string): Promise<SourceRow> {
  const row = await ctx.db
    .selectFrom('sys_data_source')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError(400, 'cgreport.sourceUnknown', { name: code });
  return row;
}

function dialectOf(row: SourceRow): 'postgres' | 'mysql' {
  const dialect = DIALECTS[row.db_type];
  if (!dialect) throw new AppError(400, 'cgreport.sourceType', { name: row.code, type: row.db_type });
  return dialect;
}

/**
 * The dialect a report's SQL is checked in: the product's for an empty data source, else the named data source's
 * (400 `cgreport.sourceUnknown` when none has that code, `cgreport.sourceType` when it is neither PostgreSQL nor MySQL).
 * @example checkReportSql(sql, await sourceDialect(ctx, head.dbSource))
 */
export async function sourceDialect(ctx: AppContext, code: string | null | undefined): Promise<DialectName> {
  return code ? dialectOf(await sourceRow(ctx, code)) : ctx.dialect;
}

/** The host's checked address, user and password; a refused host is the data-source screen's 400 naming it. */
async function settingsOf(ctx: AppContext, row: SourceRow): Promise<SourceSettings> {
  const target = networkTarget(row.db_url, row.db_type as 'postgresql' | 'mysql', row.db_name);
  let address: string;
  try {
    address = await allowedAddress(dataSourceHostRules(ctx.config), target.host, target.port);
  } catch (err) {
    if (err instanceof HostNotAllowedError) throw failureOf(err);
    // a listed name that does not resolve from here
    throw new SourceUnavailable(err);
  }
  const password = row.db_password ? decryptSecret(dataSourceKey(ctx.config), row.db_password) : null;
  if (row.db_password && password === null)
    throw new SourceUnavailable(new Error('the stored password does not decrypt with this DATA_SOURCE_KEY'));
  return {
    address,
    port: target.port,
    database: target.database,
    user: row.db_username ?? undefined,
    password: password ?? undefined,
  };
}

/** What a pool was opened with: a changed row (an edit in 多数据源管理) no longer matches, and its pool is dropped. */
const fingerprint = (row: SourceRow) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        row.update_time,
        row.db_type,
        row.db_url,
        row.db_name,
        row.db_username,
        row.db_password,
      ]),
    )
    .digest('hex');

const opened = new WeakMap<AppContext, Map<string, { key: string; db: ReportDb }>>();

async function sourcePool(ctx: AppContext, row: SourceRow, dialect: 'postgres' | 'mysql'): Promise<ReportDb> {
  let pools = opened.get(ctx);
  if (!pools) opened.set(ctx, (pools = new Map()));
  const key = fingerprint(row);
  const known = pools.get(row.id);
  if (known?.key === key) return known.db;
  const settings = await settingsOf(ctx, row);
  // another call may have opened it while the host was looked up
  const current = pools.get(row.id);
  if (current?.key === key) return current.db;
  if (current) {
    pools.delete(row.id);
    current.db.close().catch(() => undefined);
  }
  const seconds = ctx.config.report.timeoutSeconds;
  const db = dialect === 'postgres' ? sourcePostgresDb(settings, seconds) : sourceMysqlDb(settings, seconds);
  pools.set(row.id, { key, db });
  return db;
}

/**
 * Where a report reads: the product's own report database for an empty data source, else a pool of the data source
 * (opened on first use, to the address its allow-list checked, kept until the data source changes or the app closes).
 * Throws the 400s of sourceDialect, the allow-list's `dataSourceHost.notAllowed`, or SourceUnavailable.
 * @example const { db, compiler } = await reportTarget(ctx, report.head.db_source)
 */
export async function reportTarget(ctx: AppContext, code: string | null | undefined): Promise<ReportTarget> {
  if (!code) return { dialect: ctx.dialect, db: reportDb(ctx), compiler: ctx.db };
  const row = await sourceRow(ctx, code);
  const dialect = dialectOf(row);
  return { dialect, db: await sourcePool(ctx, row, dialect), compiler: COMPILERS[dialect] };
}

/** Closes an app's data-source pools (the app's close). */
export async function closeReportSources(ctx: AppContext): Promise<void> {
  const pools = opened.get(ctx);
  opened.delete(ctx);
  await Promise.all([...(pools?.values() ?? [])].map((p) => p.db.close().catch(() => undefined)));
}
