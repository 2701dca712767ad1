import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { cgreportHead, RIGHTS } from '@weld/core';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../../context';
import { ADMIN_ROLE_ID } from '../../../db/seed-ids';
import { listRecords } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { AppError, fieldError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { checkDesign, designBody } from './design-input';
import type { ReportDesign } from './design-input';
import { boundReport, outerQuery } from './report-query';
import { deleteDesign, headOrFail, headRecord, itemsOf, paramsOf, writeDesign } from './report.repo';
import { sourceDialect } from './report-source';
import { forgetReports, runReport } from './report.service';
import type { ReportSource } from './report.service';
import { checkReportSql } from './safe-sql';
import { paramNames } from './sql-text';

const tags = ['cgreport'];
const config = { permission: RIGHTS.cgreport.design };
const idQuery = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 64 }, _t: { type: 'string' } },
  }) as const;

/**
 * The report designer's calls (ONLINE.md "Reports"), all under `online:report:design`: the head list with the kit's
 * list rules, add and edit with `{head, items, params}` (checked whole, written in one transaction with the
 * report's view right), delete, the items and params of a head, and parseSql.
 * @example registerDesignRoutes(api, ctx)
 */
export function registerDesignRoutes(api: FastifyInstance, ctx: AppContext): void {
  /** The design's data source; a refusal of it (unknown, SQLite) is at `head.dbSource`, as the form shows it. */
  const designSource = async (lang: Locale, code: string | null | undefined): Promise<ReportSource> => {
    try {
      return { code: code || null, dialect: await sourceDialect(ctx, code) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      throw fieldError(lang, 'head.dbSource', err.key, err.params);
    }
  };
  /**
   * A design checked whole before anything is written: its own rules, its data source (empty, or a PostgreSQL or
   * MySQL one of 多数据源管理), its SQL in that source's dialect (safe-sql.ts), a parameter row for every `${param}`,
   * a free code, and that the source's database prepares the SELECT (run reading no row).
   */
  const check = async (lang: Locale, log: FastifyBaseLogger, design: ReportDesign, headId: string | null) => {
    design.items ??= [];
    design.params ??= [];
    checkDesign(lang, design);
    const source = await designSource(lang, design.head.dbSource);
    let template;
    try {
      template = checkReportSql(design.head.cgrSql, source.dialect);
    } catch (err) {
      const refusal = err as { key?: string; params?: Record<string, unknown> };
      if (!refusal.key) throw err;
      throw fieldError(lang, 'head.cgrSql', refusal.key, refusal.params ?? {});
    }
    const declared = new Set(design.params.map((p) => p.paramName));
    const missing = paramNames(template).find((name) => !declared.has(name));
    if (missing) throw fieldError(lang, 'head.cgrSql', 'cgreport.paramMissing', { name: missing });
    const taken = await ctx.db
      .selectFrom('onl_cgreport_head')
      .select('id')
      .where('code', '=', design.head.code)
      .executeTakeFirst();
    if (taken && taken.id !== headId)
      throw fieldError(lang, 'head.code', 'cgreport.codeTaken', { code: design.head.code }, 409);
    await runReport(
      ctx,
      log,
      source,
      outerQuery(boundReport(template, [], {}), null, null, { limit: 0, offset: 0 }),
      0,
    );
  };
  const save = (design: ReportDesign, headId: string | null, by: string) =>
    ctx.db.transaction().execute((tx) =>
      writeDesign(tx, design, headId, {
        by,
        now: ctx.now(),
        adminRoleId: ADMIN_ROLE_ID,
      }),
    );

  api.get(
    '/online/cgreport/head/list',
    {
      config,
      schema: { tags, summary: 'Page of reports (list conventions of DESIGN.md §4: code, name, dbSource …)' },
    },
    async (request) =>
      ok(
        request,
        await listRecords(
          ctx,
          cgreportHead,
          request.query as Record<string, unknown>,
          await scopeOf(ctx, cgreportHead, request),
          request.lang,
        ),
      ),
  );

  api.post<{ Body: ReportDesign }>(
    '/online/cgreport/head/add',
    { config, schema: { tags, summary: 'Create a report: head, items and params', body: designBody } },
    async (request) => {
      await check(request.lang, request.log, request.body, null);
      const id = await save(request.body, null, authOf(request).principal.username);
      await ctx.principals.invalidate();
      forgetReports(ctx);
      request.operationNote = {
        text: { key: 'server.cgreport.log.added', params: { code: request.body.head.code } },
      };
      return ok(request, headRecord(await headOrFail(ctx.db, id)), 'cgreport.saved');
    },
  );

  api.put<{ Body: ReportDesign }>(
    '/online/cgreport/head/edit',
    {
      config,
      schema: {
        tags,
        summary: 'Change a report (head.id names it); items and params are replaced',
        body: designBody,
      },
    },
    async (request) => {
      const head = await headOrFail(ctx.db, request.body.head.id ?? '');
      await check(request.lang, request.log, request.body, head.id);
      await save(request.body, head.id, authOf(request).principal.username);
      await ctx.principals.invalidate();
      forgetReports(ctx);
      request.operationNote = {
        text: { key: 'server.cgreport.log.saved', params: { code: request.body.head.code } },
      };
      return ok(request, headRecord(await headOrFail(ctx.db, head.id)), 'cgreport.saved');
    },
  );

  api.delete<{ Querystring: { id: string } }>(
    '/online/cgreport/head/delete',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a report with its items, params and view right',
        querystring: idQuery('id'),
      },
    },
    async (request) => {
      const head = await headOrFail(ctx.db, request.query.id);
      await ctx.db.transaction().execute((tx) => deleteDesign(tx, head.id));
      await ctx.principals.invalidate();
      forgetReports(ctx);
      request.operationNote = { text: { key: 'server.cgreport.log.deleted', params: { code: head.code } } };
      return ok(request, null, 'cgreport.deleted');
    },
  );

  api.get<{ Querystring: { headId: string } }>(
    '/online/cgreport/item/listByHeadId',
    {
      config,
      schema: { tags, summary: 'The columns of a report, in order', querystring: idQuery('headId') },
    },
    async (request) =>
      ok(request, await itemsOf(ctx.db, (await headOrFail(ctx.db, request.query.headId)).id)),
  );

  api.get<{ Querystring: { headId: string } }>(
    '/online/cgreport/param/listByHeadId',
    {
      config,
      schema: { tags, summary: 'The ${param} parameters of a report', querystring: idQuery('headId') },
    },
    async (request) =>
      ok(request, await paramsOf(ctx.db, (await headOrFail(ctx.db, request.query.headId)).id)),
  );
}
