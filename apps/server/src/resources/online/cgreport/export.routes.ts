import type { FastifyInstance } from 'fastify';
import { translate } from '@weld/core';
import type { AppContext } from '../../../context';
import { dictTextMap } from '../../../kit/dictionaries';
import { attachment } from '../../../kit/excel/cells';
import { BATCH } from '../../../kit/excel/export-pace';
import { exportRowBatches } from '../../../kit/excel/rows-export';
import { authOf } from '../../../plugins/route-config';
import { codeParams, viewable } from './data.routes';
import type { CodeRequest } from './data.routes';
import { boundReport, outerQuery, reportFilters, reportOrder } from './report-query';
import { streamReport } from './report.service';
import type { LoadedReport } from './report.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet's rows: title, exporter and header, then the shown columns of each batch, dictionary values as texts. */
async function* sheetRows(
  ctx: AppContext,
  request: CodeRequest,
  report: LoadedReport,
  batches: AsyncGenerator<Record<string, unknown>[]>,
): AsyncGenerator<unknown[][]> {
  const shown = report.items.filter((i) => i.isShow === 1);
  const texts = new Map<string, ReadonlyMap<string, string>>();
  for (const item of shown.filter((i) => i.dictCode))
    texts.set(item.fieldName, await dictTextMap(ctx, request.lang, item.dictCode ?? ''));
  const user = authOf(request).principal.username;
  yield [
    [report.head.name],
    [translate(request.lang, 'server.kit.excel.exporter', { user, time: ctx.now() })],
    shown.map((i) => i.fieldTxt || i.fieldName),
  ];
  const cell = (fieldName: string, value: unknown) => {
    if (value === null || value === undefined) return null;
    const text = texts.get(fieldName)?.get(String(value));
    if (text !== undefined) return text;
    return typeof value === 'number' || typeof value === 'string' ? value : String(value);
  };
  for await (const rows of batches) {
    const cells = rows.map((row) => shown.map((i) => cell(i.fieldName, row[i.fieldName])));
    // the driver's rows go now, not once the writer has caught up (see the kit's pump)
    rows.length = 0;
    yield cells;
  }
}

/**
 * `GET /online/cgreport/api/exportXls/{id}` (ONLINE.md): the report's rows under the same query as getData (query
 * fields, self_ parameters, sort), streamed as an .xlsx with the kit's sheet writer, at most REPORT_EXPORT_MAX_ROWS
 * rows, each batch read within the time limit. Right: the report's view right or the design right.
 * @example registerExportRoutes(api, ctx)
 */
export function registerExportRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { code: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/exportXls/:code',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['cgreport'],
        summary:
          'The rows of a report as a streamed .xlsx (query as getData; at most REPORT_EXPORT_MAX_ROWS rows)',
        params: codeParams,
      },
    },
    async (request, reply) => {
      const report = await viewable(ctx, request);
      const query = request.query;
      const statement = outerQuery(
        boundReport(report.template, report.params, query),
        reportFilters(report.items, query),
        reportOrder(report.items, query),
        null,
      );
      const rows = await streamReport(
        ctx,
        request.log,
        report.source,
        statement,
        ctx.config.report.exportMaxRows,
        BATCH,
      );
      const columns = report.items.filter((i) => i.isShow === 1).length;
      const file = await exportRowBatches(report.head.name, columns, sheetRows(ctx, request, report, rows));
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment(`${report.head.name}.xlsx`))
        .send(file);
    },
  );
}
