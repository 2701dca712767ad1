import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
import { pageOffset, reportViewRight, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { dictItems, dictTextMap } from '../../../kit/dictionaries';
import { countCap, pageOf, pagingProperties } from '../../../kit/paging';
import { ok } from '../../../plugins/envelope';
import { requireAnyRight } from '../../../plugins/route-config';
import { boundReport, countQuery, outerQuery, reportFilters, reportOrder, totalsQuery } from './report-query';
import { loadReport, runReport, runReports } from './report.service';
import type { LoadedReport } from './report.service';

const tags = ['cgreport'];
export const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export type CodeRequest = FastifyRequest<{ Params: { code: string }; Querystring: Record<string, unknown> }>;

/** The report a call names (by id or code), once the caller holds its view right or the design right (else 403). */
export async function viewable(ctx: AppContext, request: CodeRequest): Promise<LoadedReport> {
  const report = await loadReport(ctx, request.params.code);
  requireAnyRight(request, [reportViewRight(report.head.code), RIGHTS.cgreport.design]);
  return report;
}

/** The column info of a report (ONLINE.md): what the report screen and the popup picker read. */
async function columnsInfo(ctx: AppContext, request: CodeRequest) {
  const report = await viewable(ctx, request);
  const shown = report.items.filter((i) => i.isShow === 1);
  const dictOptions: Record<string, unknown> = {};
  for (const item of shown.filter((i) => i.dictCode))
    dictOptions[item.fieldName] = await dictItems(ctx, request.lang, item.dictCode ?? '');
  return {
    columns: shown.map((item) => ({
      title: item.fieldTxt || item.fieldName,
      dataIndex: item.fieldName,
      align: 'center',
      sorter: true,
      fieldType: item.fieldType,
      dictCode: item.dictCode,
      isTotal: item.isTotal === 1 ? '1' : '0',
      ...(item.fieldHref ? { scopedSlots: { customRender: `fieldHref_${item.fieldName}` } } : {}),
    })),
    dictOptions,
    fieldHrefSlots: shown
      .filter((i) => i.fieldHref)
      .map((i) => ({ slotName: `fieldHref_${i.fieldName}`, href: i.fieldHref })),
    cgRpConfigId: report.head.id,
    cgRpConfigName: report.head.name,
  };
}

/**
 * The 合计 row: each total column's sum over all the rows the query selects, as numbers (null where none is a
 * number); undefined when the report marks no column as a total.
 */
async function totalsOf(
  ctx: AppContext,
  request: CodeRequest,
  report: LoadedReport,
  statement: RawBuilder<unknown>,
  where: RawBuilder<unknown> | null,
  returned: ReadonlySet<string>,
): Promise<Record<string, number | null> | undefined> {
  // a column the SQL no longer returns has no sum
  const fields = report.items
    .filter((i) => i.isTotal === 1 && returned.has(i.fieldName))
    .map((i) => i.fieldName);
  if (!fields.length) return undefined;
  const { rows } = await runReport(ctx, request.log, report.source, totalsQuery(statement, where, fields), 1);
  const sums = rows[0] ?? {};
  return Object.fromEntries(
    fields.map((f) => {
      const value = sums[f] === null || sums[f] === undefined ? null : Number(sums[f]);
      return [f, value !== null && Number.isFinite(value) ? value : null];
    }),
  );
}

/**
 * The calls of a report's data (ONLINE.md "Reports"), each under the report's own view right
 * (`online:report:<code>:view`) or the design right: columns, query fields, parameters, and a page of rows.
 * @example registerDataRoutes(api, ctx)
 */
export function registerDataRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const path of ['getColumns', 'getRpColumns'])
    api.get<{ Params: { code: string }; Querystring: Record<string, unknown> }>(
      `/online/cgreport/api/${path}/:code`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Columns, dictionary options and link slots of a report (by id or code)',
          params: codeParams,
        },
      },
      async (request) => ok(request, await columnsInfo(ctx, request)),
    );

  api.get<{ Params: { code: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/getQueryInfo/:code',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'The query fields of a report: single or range (group)', params: codeParams },
    },
    async (request) => {
      const report = await viewable(ctx, request);
      return ok(
        request,
        report.items
          .filter((i) => i.isSearch === 1)
          .map((i) => ({
            label: i.fieldTxt || i.fieldName,
            field: i.fieldName,
            view: i.dictCode
              ? 'list'
              : i.fieldType === 'Date' || i.fieldType === 'Datetime'
                ? i.fieldType.toLowerCase()
                : 'text',
            mode: i.searchMode,
            dictCode: i.dictCode,
            fieldType: i.fieldType,
          })),
      );
    },
  );

  api.get<{ Params: { code: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/getParamsInfo/:code',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The ${param} parameters of a report, sent back as self_<name>',
        params: codeParams,
      },
    },
    async (request) => {
      const report = await viewable(ctx, request);
      return ok(
        request,
        report.params.map((p) => ({
          label: p.paramTxt || p.paramName,
          field: `self_${p.paramName}`,
          defValue: p.paramValue,
        })),
      );
    },
  );

  api.get<{
    Params: { code: string };
    Querystring: Record<string, unknown> & { pageNo: number; pageSize: number; totalExact?: boolean };
  }>(
    '/online/cgreport/api/getData/:code',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'A page of a report: query fields, self_<param> values, column/order on a returned column, pageNo/pageSize',
        params: codeParams,
        querystring: {
          type: 'object',
          properties: pagingProperties(),
          additionalProperties: { type: 'string' },
        },
      },
    },
    async (request) => {
      const report = await viewable(ctx, request);
      const query = request.query;
      const statement = boundReport(report.template, report.params, query);
      const where = reportFilters(report.items, query);
      const order = reportOrder(report.items, query);
      const page = { pageNo: query.pageNo, pageSize: query.pageSize, totalExact: query.totalExact };
      const counter = async (limit: number | null) => {
        const counted = await runReport(
          ctx,
          request.log,
          report.source,
          countQuery(statement, where, limit),
          1,
        );
        return Number(counted.rows[0]?.n ?? 0);
      };
      const pageQuery = outerQuery(statement, where, order, {
        limit: page.pageSize,
        offset: pageOffset(page.pageNo, page.pageSize),
      });
      // the capped count goes with the page in one call (on SQLite one round trip to a report worker, elsewhere
      // each on a connection of its own); an exact count only when the page shows it is needed
      const [{ rows, columns }, capped] = page.totalExact
        ? await runReports(ctx, request.log, report.source, [[pageQuery, page.pageSize]])
        : await runReports(ctx, request.log, report.source, [
            [pageQuery, page.pageSize],
            [countQuery(statement, where, countCap(page) + 1), 1],
          ]);
      const counting = capped ? Number(capped.rows[0]?.n ?? 0) : undefined;
      for (const item of report.items.filter((i) => i.dictCode)) {
        const texts = await dictTextMap(ctx, request.lang, item.dictCode ?? '');
        for (const row of rows) {
          const value = row[item.fieldName];
          if (value !== null && value !== undefined)
            row[`${item.fieldName}_dictText`] = texts.get(String(value)) ?? String(value);
        }
      }
      const result = await pageOf(rows, page, counter, counting);
      const returned = new Set(columns.map((c) => c.name));
      const totals = await totalsOf(ctx, request, report, statement, where, returned);
      return ok(request, totals ? { ...result, totals } : result);
    },
  );
}
