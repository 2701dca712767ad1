import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { newId } from '../../../db/ids';
import { logContentIn } from '../../../lib/sys-log';
import { translate } from '@weld/core';

const noQuery = {
  type: 'object',
  properties: { _t: { type: 'string' } },
  additionalProperties: false,
} as const;
const RECENT = 10;
const TOP_PAGES = 10;
const WEEK_DAYS = 7;

/**
 * Figures of the workplace and chart dashboards, from real data: the caller's own recent operations,
 * and users by department and status, scheduled runs by outcome over the last day.
 * @example registerDashboardChartRoutes(api, ctx)
 */
export function registerDashboardChartRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/sys/dashboard/myActions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        summary: 'The caller’s ten latest logged operations',
        querystring: noQuery,
      },
    },
    async (request) => {
      const { session } = authOf(request);
      const rows = await ctx.db
        .selectFrom('sys_log')
        .select([
          'id',
          'log_type',
          'log_content',
          'content_key',
          'content_params',
          'method',
          'request_url',
          'create_time',
        ])
        .where('userid', '=', session.userId)
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT)
        .execute();
      return ok(
        request,
        rows.map((r) => ({
          id: r.id,
          logType: Number(r.log_type),
          method: r.method,
          url: r.request_url,
          time: r.create_time,
          // in the reader's language, as the log screen shows it
          content: logContentIn(request.lang, {
            logContent: r.log_content,
            contentKey: r.content_key,
            contentParams: r.content_params,
          }),
        })),
      );
    },
  );

  api.post<{ Body: { path: string } }>(
    '/sys/dashboard/pageVisit',
    {
      // counted for 首页's top pages; in the operation log it would bury what the user did
      config: { access: 'signedIn', noOperationLog: true },
      schema: {
        tags: ['dashboard'],
        summary: 'Count a screen opened in the main layout',
        body: {
          type: 'object',
          required: ['path'],
          additionalProperties: false,
          properties: { path: { type: 'string', minLength: 1, maxLength: 255, pattern: '^/[^?#\\s]*$' } },
        },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      const now = ctx.now();
      await ctx.db
        .insertInto('sys_page_visit')
        .values({
          id: newId(),
          path: request.body.path,
          userid: session.userId,
          visit_day: now.slice(0, 10),
          create_time: now,
        })
        .execute();
      return ok(request, null);
    },
  );

  api.get(
    '/sys/dashboard/topPages',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        summary:
          'The most visited screens of the last seven days (everyone’s, or with mine=1 the caller’s), with their menu titles',
        querystring: {
          type: 'object',
          properties: { _t: { type: 'string' }, mine: { type: 'string', enum: ['0', '1'] } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const mine = (request.query as { mine?: string }).mine === '1';
      // days are the configured zone's: count back from its today
      const today = Date.parse(`${ctx.now().slice(0, 10)}T00:00:00Z`);
      const from = new Date(today - (WEEK_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
      const rows = await ctx.db
        .selectFrom('sys_page_visit')
        .select(['path', (eb) => eb.fn.countAll<number>().as('n')])
        .where('visit_day', '>=', from)
        .$if(mine, (q) => q.where('userid', '=', authOf(request).session.userId))
        .groupBy('path')
        .orderBy('n', 'desc')
        .limit(TOP_PAGES)
        .execute();
      const menus = rows.length
        ? await ctx.db
            .selectFrom('sys_permission')
            .select(['url', 'title_key', 'name'])
            .where(
              'url',
              'in',
              rows.map((r) => r.path),
            )
            .where('del_flag', '=', 0)
            .execute()
        : [];
      return ok(
        request,
        rows.map((r) => {
          const menu = menus.find((m) => m.url === r.path);
          const title = menu
            ? menu.title_key
              ? translate(request.lang, menu.title_key)
              : menu.name
            : r.path;
          return { path: r.path, title, count: Number(r.n) };
        }),
      );
    },
  );

  api.get(
    '/sys/dashboard/charts',
    {
      config: { permission: 'dashboard:chart' },
      schema: {
        tags: ['dashboard'],
        summary: 'Users by department and status, job runs by outcome',
        querystring: noQuery,
      },
    },
    async (request) => {
      const since = ctx.now().slice(0, 10);
      const [byDepart, byStatus, bySex, runs] = await Promise.all([
        ctx.db
          .selectFrom('sys_depart as d')
          .leftJoin('sys_user_depart as ud', 'ud.dep_id', 'd.id')
          .leftJoin('sys_user as u', (j) => j.onRef('u.id', '=', 'ud.user_id').on('u.del_flag', '=', 0))
          .select(['d.depart_name as name', (eb) => eb.fn.count<number>('u.id').as('n')])
          .where('d.del_flag', '=', 0)
          .groupBy('d.depart_name')
          .execute(),
        ctx.db
          .selectFrom('sys_user')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .where('del_flag', '=', 0)
          .groupBy('status')
          .execute(),
        ctx.db
          .selectFrom('sys_user')
          .select(['sex', (eb) => eb.fn.countAll<number>().as('n')])
          .where('del_flag', '=', 0)
          .groupBy('sex')
          .execute(),
        ctx.db
          .selectFrom('sys_quartz_job_log')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .where('start_time', '>=', `${since} 00:00:00`)
          .groupBy('status')
          .execute(),
      ]);
      return ok(request, {
        usersByDepart: byDepart
          .map((r) => ({ name: r.name, count: Number(r.n) }))
          .sort((a, b) => b.count - a.count),
        usersByStatus: byStatus.map((r) => ({ status: String(r.status), count: Number(r.n) })),
        usersBySex: bySex.map((r) => ({ sex: r.sex === null ? '' : String(r.sex), count: Number(r.n) })),
        jobRunsToday: runs.map((r) => ({ status: String(r.status), count: Number(r.n) })),
      });
    },
  );
}
