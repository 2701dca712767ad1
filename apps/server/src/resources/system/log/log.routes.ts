import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rightOf, sysLog } from '@weld/core';
import type { AppContext } from '../../../context';
import { deleteRows, listRecords, ownListParams } from '../../../kit/crud';
import type { ResourceHooks } from '../../../kit/save';
import { scopeOf } from '../../../kit/scope';
import { likePattern } from '../../../kit/table';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { logContentIn } from '../../../lib/sys-log';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { readableFor } from '../../../kit/field-rights';

const tags = ['sysLog'];
const MAX_BATCH = 1000;

/** The log screen's own parameters: the tab (logType) and the platform's keyWord over the log text. */
const listHooks: ResourceHooks = {
  listParams: {
    logType: (value) => {
      if (value !== '1' && value !== '2') throw new AppError(400, 'kit.badQuery', { params: 'logType' });
      return (eb) => eb(sql.ref('log_type'), '=', Number(value));
    },
    keyWord: (value) => () => sql<SqlBool>`log_content like ${likePattern('like', value)} escape '!'`,
  },
};

/**
 * 系统日志: the login and operation log, listed with filters (keyword, time range, operate type, user, IP)
 * and deleted by those holding system:log:delete; rows are written only by the server itself.
 */
export function registerLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const scope = (request: FastifyRequest) => scopeOf(ctx, sysLog, request);

  app.get(
    '/sys/log/list',
    {
      config: { permission: rightOf(sysLog, 'list') },
      schema: {
        tags,
        summary:
          'Page of log rows; logType 1 login / 2 operation, keyWord searches the log text (list conventions of DESIGN.md §4)',
      },
    },
    async (request) => {
      const own = await ownListParams(request.query as Record<string, unknown>, listHooks, request);
      const base = await scope(request);
      const page = await listRecords(
        ctx,
        await readableFor(ctx, sysLog, request),
        own.params,
        { ...base, filters: [...base.filters, ...own.filters] },
        request.lang,
      );
      for (const record of page.records) {
        record.logContent = logContentIn(request.lang, record);
        delete record.contentKey;
        delete record.contentParams;
      }
      return ok(request, page);
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/sys/log/delete',
    {
      config: { permission: rightOf(sysLog, 'delete') },
      schema: {
        tags,
        summary: 'Delete one log row',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      await deleteRows(ctx, sysLog, [request.query.id], await scope(request), {});
      return ok(request, null, 'kit.deleted');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/log/deleteBatch',
    {
      config: { permission: rightOf(sysLog, 'delete') },
      schema: {
        tags,
        summary: 'Delete log rows by comma-joined ids, all or none',
        querystring: {
          type: 'object',
          required: ['ids'],
          properties: { ids: { type: 'string', minLength: 1, maxLength: 65_000 } },
        },
      },
    },
    async (request) => {
      const ids = [
        ...new Set(
          request.query.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0 || ids.length > MAX_BATCH)
        throw new AppError(400, 'kit.badIds', { max: MAX_BATCH });
      const count = await deleteRows(ctx, sysLog, ids, await scope(request), {});
      return ok(request, { count }, 'kit.batchDeleted');
    },
  );
}
