import type { FastifyBaseLogger } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { reportDb } from './report-db';
import type { ReportRows } from './report-rows';
import { headOrFail, itemsOf, paramsOf } from './report.repo';
import type { ReportHeadRow, ReportItem, ReportParam } from './report.repo';
import { checkReportSql } from './safe-sql';
import type { SqlTemplate } from './sql-text';

/** A stored report ready to run: its head, columns, parameters and its SQL checked again (rules may have grown). */
export interface LoadedReport {
  head: ReportHeadRow;
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
 * matches. A report saved with a data source other than the product's own is refused as the designer refuses it.
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
  if (head.db_source) throw new AppError(400, 'cgreport.dbSource', { name: head.db_source });
  return {
    head,
    items: await itemsOf(ctx.db, head.id),
    params: await paramsOf(ctx.db, head.id),
    template: checkReportSql(head.cgr_sql, ctx.dialect),
  };
}

/**
 * Runs one statement built around a checked report, read-only and within the time limit (report-db.ts). A failure
 * the database reports is logged and answered as `cgreport.failed`: its text (table names, SQL) stays in the log.
 * @example const { rows } = await runReport(ctx, request.log, outerQuery(...), 10)
 */
export async function runReport(
  ctx: AppContext,
  log: FastifyBaseLogger,
  query: RawBuilder<unknown>,
  maxRows: number,
): Promise<ReportRows> {
  const compiled = query.compile(ctx.db);
  try {
    return await reportDb(ctx).run(compiled.sql, compiled.parameters, maxRows);
  } catch (err) {
    if (err instanceof AppError) throw err;
    log.warn({ err }, 'online report statement failed');
    throw new AppError(400, 'cgreport.failed');
  }
}
