import type { FastifyBaseLogger } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { DialectName } from '../../../db/dialect';
import type { ReportRows } from './report-rows';
import { SourceUnavailable } from './report-source-db';
import { reportTarget, sourceDialect } from './report-source';
import type { ReportTarget } from './report-source';
import { headOrFail, itemsOf, paramsOf } from './report.repo';
import type { ReportHeadRow, ReportItem, ReportParam } from './report.repo';
import { checkReportSql } from './safe-sql';
import type { SqlTemplate } from './sql-text';

/** Where a report reads: its data source's code (null: the product's own database) and the dialect its SQL was checked in. */
export interface ReportSource {
  code: string | null;
  dialect: DialectName;
}

/** A stored report ready to run: its head, columns, parameters and its SQL checked again (rules may have grown). */
export interface LoadedReport {
  head: ReportHeadRow;
  source: ReportSource;
  items: ReportItem[];
  params: ReportParam[];
  template: SqlTemplate;
}

/** widgets.md §9: a report's column info is kept 30 seconds; an edit or delete on this instance drops it at once. */
export const REPORT_CACHE_MS = 30_000;
const REPORTS_KEPT = 500;
const kept = new WeakMap<AppContext, Map<string, { until: number; report: LoadedReport }>>();

/** Drops the reports this instance keeps (after a report is added, changed or deleted). */
export function forgetReports(ctx: AppContext): void {
  kept.get(ctx)?.clear();
}

/**
 * A report by id, or by code (the popup picker names reports by code), kept for REPORT_CACHE_MS; 404 when neither
 * matches. Its SQL is checked in its data source's dialect.
 */
export async function loadReport(ctx: AppContext, idOrCode: string): Promise<LoadedReport> {
  let reports = kept.get(ctx);
  if (!reports) kept.set(ctx, (reports = new Map()));
  const known = reports.get(idOrCode);
  if (known && known.until > Date.now()) return known.report;
  const report = await readReport(ctx, idOrCode);
  if (reports.size >= REPORTS_KEPT) reports.delete(reports.keys().next().value!);
  reports.set(idOrCode, { until: Date.now() + REPORT_CACHE_MS, report });
  return report;
}

async function readReport(ctx: AppContext, idOrCode: string): Promise<LoadedReport> {
  const byCode = await ctx.db
    .selectFrom('onl_cgreport_head')
    .select('id')
    .where('code', '=', idOrCode)
    .executeTakeFirst();
  const head = await headOrFail(ctx.db, byCode?.id ?? idOrCode);
  const source = { code: head.db_source || null, dialect: await sourceDialect(ctx, head.db_source) };
  return {
    head,
    source,
    items: await itemsOf(ctx.db, head.id),
    params: await paramsOf(ctx.db, head.id),
    template: checkReportSql(head.cgr_sql, source.dialect),
  };
}

/** The answer to a failure: ours as it is; the database's or the connection's text goes to the log only. */
function answerOf(log: FastifyBaseLogger, source: ReportSource, err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof SourceUnavailable) {
    log.warn({ err: err.cause, source: source.code }, 'online report data source unavailable');
    return new AppError(400, 'cgreport.sourceUnavailable', { name: source.code });
  }
  log.warn({ err }, 'online report statement failed');
  return new AppError(400, 'cgreport.failed');
}

/** The report's target; a data source whose type changed since its SQL was checked is not run. */
async function targetOf(
  ctx: AppContext,
  log: FastifyBaseLogger,
  source: ReportSource,
): Promise<ReportTarget> {
  try {
    const target = await reportTarget(ctx, source.code);
    if (target.dialect !== source.dialect)
      throw new SourceUnavailable(
        new Error(`data source type changed from ${source.dialect} to ${target.dialect}`),
      );
    return target;
  } catch (err) {
    throw answerOf(log, source, err);
  }
}

/**
 * Runs one statement built around a checked report on the report's database (the product's own, report-db.ts, or
 * its data source's, report-source.ts), compiled in that database's dialect, read-only and within the time limit.
 * A failure the database reports is logged and answered as `cgreport.failed` (`cgreport.sourceUnavailable` when no
 * connection to the data source could be had): its text (table names, SQL, a server's banner) stays in the log.
 * @example const { rows } = await runReport(ctx, request.log, report.source, outerQuery(...), 10)
 */
export async function runReport(
  ctx: AppContext,
  log: FastifyBaseLogger,
  source: ReportSource,
  query: RawBuilder<unknown>,
  maxRows: number,
): Promise<ReportRows> {
  const target = await targetOf(ctx, log, source);
  const compiled = query.compile(target.compiler);
  try {
    return await target.db.run(compiled.sql, compiled.parameters, maxRows);
  } catch (err) {
    throw answerOf(log, source, err);
  }
}

/**
 * Several statements around one report, as runReport runs each, answered in their order; the report's database
 * runs them as it serves best (SQLite: one message to one worker).
 * @example const [page, count] = await runReports(ctx, log, report.source, [[outerQuery(...), 10], [countQuery(...), 1]])
 */
export async function runReports(
  ctx: AppContext,
  log: FastifyBaseLogger,
  source: ReportSource,
  queries: readonly (readonly [query: RawBuilder<unknown>, maxRows: number])[],
): Promise<ReportRows[]> {
  const target = await targetOf(ctx, log, source);
  const statements = queries.map(([query, maxRows]) => {
    const compiled = query.compile(target.compiler);
    return { sql: compiled.sql, params: compiled.parameters, maxRows };
  });
  try {
    return await target.db.runAll(statements);
  } catch (err) {
    throw answerOf(log, source, err);
  }
}

/**
 * The rows of a statement in batches (exports), as runReport runs it; the target is found before the first batch.
 * @example for await (const rows of await streamReport(ctx, log, report.source, query, 1000, 500)) …
 */
export async function streamReport(
  ctx: AppContext,
  log: FastifyBaseLogger,
  source: ReportSource,
  query: RawBuilder<unknown>,
  maxRows: number,
  batch: number,
): Promise<AsyncGenerator<Record<string, unknown>[]>> {
  const target = await targetOf(ctx, log, source);
  const compiled = query.compile(target.compiler);
  return (async function* () {
    try {
      yield* target.db.stream(compiled.sql, compiled.parameters, maxRows, batch);
    } catch (err) {
      throw answerOf(log, source, err);
    }
  })();
}
