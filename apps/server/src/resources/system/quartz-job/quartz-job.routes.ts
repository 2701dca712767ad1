import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUARTZ_STATUS, pageOffset, quartzJob, rightOf, translate, RIGHTS } from '@weld/core';
import type { QuartzJobClass, QuartzJobRun } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { findRow } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { runMessage } from '../../../plugins/scheduler/job-runs';
import type { RunOutcome } from '../../../plugins/scheduler/job-runs';
import { assertRunnable } from './quartz-job-checks';
import { cappedCountOf, pageOf, pagingProperties, rowCounter, withCappedCount } from '../../../kit/paging';

const tags = ['quartzJob'];
const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, _t: { type: 'string' } },
} as const;
const logQuery = {
  type: 'object',
  required: ['jobId'],
  properties: {
    jobId: { type: 'string', minLength: 1, maxLength: 64 },
    ...pagingProperties(100),
    _t: { type: 'string' },
  },
} as const;
/** how long execute waits for the run before answering that it is still going */
const EXECUTE_WAIT_MS = 10_000;

/** The job with this id within the caller's scope (data rules apply as on the list), or 404. */
async function jobOf(ctx: AppContext, request: FastifyRequest, id: string) {
  const row = await findRow(kitDb(ctx), quartzJob, id, await scopeOf(ctx, quartzJob, request));
  if (!row) throw new AppError(404, 'kit.notFound');
  return row as {
    id: string;
    job_class_name: string;
    cron_expression: string;
    parameter: string | null;
    status: string;
  };
}

async function setStatus(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  status: string,
): Promise<void> {
  const job = await jobOf(ctx, request, id);
  // starting a job needs what saving it as normal needs: a known class, a usable parameter, a schedule that fires
  if (status === QUARTZ_STATUS.normal) {
    await assertRunnable(
      ctx,
      {
        jobClassName: job.job_class_name,
        cronExpression: job.cron_expression,
        parameter: job.parameter,
        status,
      },
      request.lang,
    );
  }
  await ctx.db
    .updateTable('sys_quartz_job')
    .set({ status, update_by: authOf(request).principal.username, update_time: ctx.now() })
    .where('id', '=', id)
    .execute();
  await ctx.scheduler.changed([id]);
}

/**
 * The scheduled jobs' own calls beside the kit's CRUD (JeecgBoot's paths, GET with `id`): pause (status
 * stopped), resume (normal), execute (one run now, answered when it ends), the registered job classes and
 * a job's run log, newest first.
 * @example registerQuartzJobRoutes(api, ctx)
 */
export function registerQuartzJobRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: { id: string } }>(
    '/sys/quartzJob/pause',
    {
      config: { permission: RIGHTS.quartzJob.pause },
      schema: { tags, summary: 'Stop a job: it is no longer scheduled', querystring: idQuery },
    },
    async (request) => {
      await setStatus(ctx, request, request.query.id, QUARTZ_STATUS.stopped);
      return ok(request, null, 'quartzJob.paused');
    },
  );

  api.get<{ Querystring: { id: string } }>(
    '/sys/quartzJob/resume',
    {
      config: { permission: RIGHTS.quartzJob.resume },
      schema: { tags, summary: 'Start a job: it is scheduled from its next fire time', querystring: idQuery },
    },
    async (request) => {
      await setStatus(ctx, request, request.query.id, QUARTZ_STATUS.normal);
      return ok(request, null, 'quartzJob.resumed');
    },
  );

  api.get<{ Querystring: { id: string } }>(
    '/sys/quartzJob/execute',
    {
      config: { permission: RIGHTS.quartzJob.execute },
      schema: {
        tags,
        summary: 'Run a job once now, whatever its status; answers its outcome',
        querystring: idQuery,
      },
    },
    async (request) => {
      const job = await jobOf(ctx, request, request.query.id);
      const known = await ctx.jobClasses.problem(job.job_class_name, job.parameter, ctx);
      if (known?.field === 'jobClassName') throw new AppError(400, known.message.key, known.message.params);
      const run = ctx.scheduler.runNow(job);
      let wait: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        run,
        new Promise<null>((resolve) => (wait = setTimeout(() => resolve(null), EXECUTE_WAIT_MS))),
      ]);
      clearTimeout(wait);
      if (!outcome) return ok(request, { status: 'running' }, 'quartzJob.stillRunning');
      const message = runMessage(request.lang, outcome.messageKey, outcome.message);
      const answer: RunOutcome = { ...outcome, message };
      if (outcome.status === 'success') return ok(request, answer, 'quartzJob.executed');
      return {
        ...ok(request, answer),
        message: translate(request.lang, 'server.quartzJob.executeFailed', { message: message ?? '' }),
      };
    },
  );

  api.get(
    '/sys/quartzJob/jobClasses',
    {
      config: { permission: rightOf(quartzJob, 'list') },
      schema: { tags, summary: 'The job classes this server can run' },
    },
    async (request) => {
      const classes: QuartzJobClass[] = ctx.jobClasses.list().map((c) => ({
        className: c.className,
        description: translate(request.lang, `server.${c.descriptionKey}`),
        parameterHint: c.parameterKey ? translate(request.lang, `server.${c.parameterKey}`) : null,
      }));
      return ok(request, classes);
    },
  );

  api.get<{ Querystring: { jobId: string; pageNo: number; pageSize: number; totalExact: boolean } }>(
    '/sys/quartzJob/logList',
    {
      config: { permission: rightOf(quartzJob, 'list') },
      schema: { tags, summary: 'Runs of a job, newest first', querystring: logQuery },
    },
    async (request) => {
      const { jobId, pageNo, pageSize } = request.query;
      await jobOf(ctx, request, jobId);
      const base = ctx.db.selectFrom('sys_quartz_job_log').where('job_id', '=', jobId);
      const rows = await withCappedCount(
        base
          .selectAll()
          .orderBy('start_time', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset(pageOffset(pageNo, pageSize)),
        base,
        request.query,
      ).execute();
      const records: QuartzJobRun[] = rows.map((r) => ({
        id: r.id,
        jobId: r.job_id,
        triggerType: r.trigger_type as QuartzJobRun['triggerType'],
        startTime: r.start_time,
        endTime: r.end_time,
        costMs: r.cost_ms === null ? null : Number(r.cost_ms),
        status: r.status as QuartzJobRun['status'],
        message: runMessage(request.lang, r.message_key, r.message),
        host: r.host,
      }));
      return ok(request, await pageOf(records, request.query, rowCounter(ctx.db, base), cappedCountOf(rows)));
    },
  );
}
