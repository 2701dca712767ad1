import type { FastifyInstance } from 'fastify';
import { RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { boundReport, outerQuery } from './report-query';
import { sourceDialect } from './report-source';
import { runReport } from './report.service';
import { checkReportSql } from './safe-sql';
import { paramNames } from './sql-text';

interface ParseInput {
  sql?: string;
  dbKey?: string;
}

const input = {
  type: 'object',
  properties: { sql: { type: 'string', maxLength: 20000 }, dbKey: { type: 'string', maxLength: 100 } },
} as const;

/**
 * `POST /online/cgreport/head/parseSql?sql&dbKey` (ONLINE.md; the SQL may also come in a JSON body, as long SQL
 * outgrows a URL): the columns the SQL yields, with their types, run reading no row, and its `${param}` names. The
 * SQL is checked first (safe-sql.ts) in the dialect of `dbKey`, a data source's code (empty: the product's own
 * database), and run there.
 * @example registerParseRoutes(api, ctx)
 */
export function registerParseRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Querystring: ParseInput; Body: ParseInput | undefined }>(
    '/online/cgreport/head/parseSql',
    {
      config: { permission: RIGHTS.cgreport.design },
      schema: {
        tags: ['cgreport'],
        summary: 'Columns (name, type) and ${param} names of a report SQL, without reading a row',
        querystring: input,
      },
    },
    async (request) => {
      const sql = request.query.sql ?? request.body?.sql ?? '';
      const dbKey = request.query.dbKey ?? request.body?.dbKey ?? '';
      const source = { code: dbKey || null, dialect: await sourceDialect(ctx, dbKey) };
      const template = checkReportSql(sql, source.dialect);
      const statement = outerQuery(boundReport(template, [], {}), null, null, { limit: 0, offset: 0 });
      const { columns } = await runReport(ctx, request.log, source, statement, 0);
      return ok(request, {
        fields: columns.map((column, i) => ({
          fieldName: column.name,
          fieldTxt: column.name,
          fieldType: column.type,
          isShow: 1,
          isSearch: 0,
          searchMode: 'single',
          isTotal: 0,
          orderNum: i,
        })),
        params: paramNames(template).map((name, i) => ({
          paramName: name,
          paramTxt: name,
          paramValue: null,
          orderNum: i,
        })),
      });
    },
  );
}
