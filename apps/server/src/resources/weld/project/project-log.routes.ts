import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { rightOf, translate, weldProject, weldProjectLog } from '@weld/core';
import type { AppContext } from '../../../context';
import { listRecords } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import type { Eb, RowFilter } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import type { ApiRecord } from '../../../kit/records';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { orgScopeFilters } from '../org-scope';
import { renderLog, writeProjectLog } from './project-log';
import type { LogDetail } from './project-log';
import { readableFor } from '../../../kit/field-rights';

const tags = ['weldProjectLog'];

/** The log rows of projects the caller reaches (their organisations' and those on models in reach). */
async function logScope(ctx: AppContext, request: FastifyRequest): Promise<RowFilter[]> {
  const projects = await orgScopeFilters(ctx, request, { org: 'org_code', model: 'model_id' });
  if (projects.length === 0) return [];
  return [
    (eb: Eb) =>
      eb(
        sql.ref('project_id'),
        'in',
        kitDb(ctx)
          .selectFrom('weld_project')
          .select('id')
          .where((inner) => inner.and(projects.map((f) => f(inner as never)))),
      ),
  ];
}

/** Log texts in the reader's language and the project's code and name beside its id. */
async function decorate(ctx: AppContext, request: FastifyRequest, records: ApiRecord[]): Promise<void> {
  const ids = [...new Set(records.map((r) => String(r.projectId)))];
  const projects =
    ids.length > 0
      ? await ctx.db
          .selectFrom('weld_project')
          .select(['id', 'code', 'name'])
          .where('id', 'in', ids)
          .execute()
      : [];
  const byId = new Map(projects.map((p) => [p.id, `${p.code} ${p.name}`]));
  for (const record of records) {
    record.projectId_dictText = byId.get(String(record.projectId)) ?? null;
    if (typeof record.detail === 'string' && record.detail !== '')
      record.content = renderLog(request.lang, JSON.parse(record.detail) as LogDetail);
    delete record.detail;
  }
}

/**
 * 项目日志: the list (filters: project, operator, action, time range) and 添加记录, a note on a project the
 * caller reaches. The other rows are written by the project and transfer services; nothing edits or deletes them.
 */
export function registerProjectLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const scope = async (request: FastifyRequest) => {
    const base = await scopeOf(ctx, weldProjectLog, request);
    return { ...base, filters: [...base.filters, ...(await logScope(ctx, request))] };
  };

  app.get(
    `${weldProjectLog.path}/list`,
    {
      config: { permission: rightOf(weldProjectLog, 'list') },
      schema: {
        tags,
        summary:
          "Page of project log rows, texts in the caller's language (list conventions of DESIGN.md §4)",
      },
    },
    async (request) => {
      const page = await listRecords(
        ctx,
        await readableFor(ctx, weldProjectLog, request),
        request.query as Record<string, unknown>,
        await scope(request),
        request.lang,
      );
      await decorate(ctx, request, page.records);
      return ok(request, page);
    },
  );

  app.post<{ Body: { projectId?: unknown; content?: unknown } }>(
    `${weldProjectLog.path}/add`,
    {
      config: { permission: rightOf(weldProjectLog, 'add') },
      schema: {
        tags,
        summary: '添加记录: a manual note on a project',
        body: { type: 'object', properties: { projectId: { type: 'string' }, content: { type: 'string' } } },
      },
    },
    async (request) => {
      const lang = request.lang;
      const projectId = typeof request.body.projectId === 'string' ? request.body.projectId.trim() : '';
      const content = typeof request.body.content === 'string' ? request.body.content.trim() : '';
      const errors: Record<string, string> = {};
      if (!projectId) errors.projectId = translate(lang, 'server.weldProjectLog.projectRequired');
      if (!content) errors.content = translate(lang, 'server.weldProjectLog.contentRequired');
      else if (content.length > 2000)
        errors.content = translate(lang, 'server.weldProjectLog.contentTooLong', { max: 2000 });
      if (Object.keys(errors).length > 0)
        throw new AppError(400, 'kit.invalid', { details: Object.values(errors).join('；') }, { errors });
      // a note goes only on a project the caller can see
      const projects = await scopeOf(ctx, weldProject, request, (c, _d, r) =>
        orgScopeFilters(c, r, { org: 'org_code', model: 'model_id' }),
      );
      let query = kitDb(ctx).selectFrom('weld_project').select('id').where('id', '=', projectId);
      for (const filter of projects.filters) query = query.where((eb) => filter(eb as never));
      const visible = await query.executeTakeFirst();
      if (!visible) throw new AppError(404, 'kit.notFound');
      await kitDb(ctx)
        .transaction()
        .execute((tx) =>
          writeProjectLog(tx, {
            projectId,
            action: 'note',
            operator: authOf(request).principal.username,
            now: ctx.now(),
            content,
          }),
        );
      return ok(request, null, 'kit.added');
    },
  );
}
