import type { FastifyInstance } from 'fastify';
import { dataLog, rightOf } from '@weld/core';
import type { DataVersion, DataVersionEntry } from '@weld/core';
import type { AppContext } from '../../../context';
import { listRecords } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { readableFor } from '../../../kit/field-rights';

const tags = ['dataLog'];
const idText = { type: 'string', minLength: 1, maxLength: 64 } as const;
const MAX_VERSIONS = 500;

/** A stored version as the compare view reads it: the record's fields parsed from the stored JSON. */
function toVersion(row: {
  id: string;
  data_table: string;
  data_id: string;
  data_version: number | string;
  data_content: string;
  create_by: string | null;
  create_time: string;
}): DataVersion {
  let content: Record<string, unknown> = {};
  try {
    content = JSON.parse(row.data_content) as Record<string, unknown>;
  } catch {
    // a row written by hand outside the kit: shown empty rather than failing the comparison
  }
  return {
    id: row.id,
    dataTable: row.data_table,
    dataId: row.data_id,
    dataVersion: Number(row.data_version),
    dataContent: content,
    createBy: row.create_by,
    createTime: row.create_time,
  };
}

/**
 * 数据日志: the versions the kit stores on every add and edit of a logged table; list with filters, the
 * versions of one record, and two versions of one record for the side-by-side comparison.
 */
export function registerDataLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const right = rightOf(dataLog, 'list');

  app.get(
    '/sys/dataLog/list',
    {
      config: { permission: right },
      schema: { tags, summary: 'Page of stored versions (list conventions of DESIGN.md §4)' },
    },
    async (request) =>
      ok(
        request,
        await listRecords(
          ctx,
          await readableFor(ctx, dataLog, request),
          request.query as Record<string, unknown>,
          await scopeOf(ctx, dataLog, request),
          request.lang,
        ),
      ),
  );

  app.get<{ Querystring: { dataTable: string; dataId: string } }>(
    '/sys/dataLog/queryDataVerList',
    {
      config: { permission: right },
      schema: {
        tags,
        summary: 'Every version of one record {id, dataVersion, createBy, createTime}, oldest first',
        querystring: {
          type: 'object',
          required: ['dataTable', 'dataId'],
          properties: { dataTable: idText, dataId: idText, _t: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sys_data_log')
        .select(['id', 'data_version', 'create_by', 'create_time'])
        .where('data_table', '=', request.query.dataTable)
        .where('data_id', '=', request.query.dataId)
        .orderBy('data_version')
        .limit(MAX_VERSIONS)
        .execute();
      return ok(
        request,
        rows.map((r): DataVersionEntry => ({
          id: r.id,
          dataVersion: Number(r.data_version),
          createBy: r.create_by,
          createTime: r.create_time,
        })),
      );
    },
  );

  app.get<{ Querystring: { dataId1: string; dataId2: string } }>(
    '/sys/dataLog/queryCompareList',
    {
      config: { permission: right },
      schema: {
        tags,
        summary:
          'Two versions (by their log ids) of the same record, older first, with their contents parsed',
        querystring: {
          type: 'object',
          required: ['dataId1', 'dataId2'],
          properties: { dataId1: idText, dataId2: idText, _t: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const { dataId1, dataId2 } = request.query;
      if (dataId1 === dataId2) throw new AppError(400, 'dataLog.sameVersion');
      const rows = await ctx.db
        .selectFrom('sys_data_log')
        .selectAll()
        .where('id', 'in', [dataId1, dataId2])
        .execute();
      if (rows.length !== 2) throw new AppError(404, 'kit.notFound');
      const [a, b] = rows.map(toVersion).sort((x, y) => x.dataVersion - y.dataVersion);
      if (a.dataTable !== b.dataTable || a.dataId !== b.dataId)
        throw new AppError(400, 'dataLog.notSameRecord');
      return ok(request, [a, b]);
    },
  );
}
