import { QUARTZ_STATUS } from '@weld/core';
import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import type { ApiRecord } from '../../../kit/records';
import { inTransaction } from '../../../kit/table';
import { assertRunnable, nextFireText } from './quartz-job-checks';

const text = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));

/** Adds `nextFireTime` (normal jobs) and the last run's `lastRunTime` / `lastRunStatus` to listed jobs. */
async function decorateJobs(ctx: AppContext, records: ApiRecord[]): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((r) => r.id);
  const latest = await ctx.db
    .selectFrom('sys_quartz_job_log')
    .select(['job_id', (eb) => eb.fn.max('start_time').as('start_time')])
    .where('job_id', 'in', ids)
    .groupBy('job_id')
    .execute();
  const runs =
    latest.length === 0
      ? []
      : await ctx.db
          .selectFrom('sys_quartz_job_log')
          .select(['job_id', 'start_time', 'status'])
          .where((eb) =>
            eb.or(
              latest.map((l) =>
                eb.and([eb('job_id', '=', l.job_id), eb('start_time', '=', String(l.start_time))]),
              ),
            ),
          )
          .orderBy('start_time')
          .execute();
  const last = new Map(runs.map((r) => [r.job_id, r]));
  for (const record of records) {
    const cron = text(record.cronExpression);
    record.nextFireTime = record.status === QUARTZ_STATUS.normal && cron ? nextFireText(ctx, cron) : null;
    record.lastRunTime = last.get(record.id)?.start_time ?? null;
    record.lastRunStatus = last.get(record.id)?.status ?? null;
  }
}

/**
 * Scheduled jobs through the kit: class, cron expression and parameter checked on save (the class must be
 * registered, the expression must parse, and fire when the job is normal); runs go with their job; the
 * scheduler re-plans after every committed write; lists carry the next fire time and the last run.
 * @example hooks: { quartzJob: (ctx) => quartzJobHooks(ctx) } in the folder's module.ts
 */
export function quartzJobHooks(ctx: AppContext): ResourceHooks {
  return {
    // an edit may leave fields out: check what the row will be
    beforeWrite: async (_columns, { request, tx, merged }) => {
      await assertRunnable(
        inTransaction(ctx, tx),
        {
          jobClassName: text(merged.job_class_name) ?? '',
          cronExpression: text(merged.cron_expression) ?? '',
          parameter: text(merged.parameter),
          status: text(merged.status) ?? QUARTZ_STATUS.normal,
        },
        request.lang,
      );
    },
    beforeDelete: async (tx, ids) => {
      await tx.deleteFrom('sys_quartz_job_log').where('job_id', 'in', ids).execute();
    },
    afterCommit: async ({ ids }) => ctx.scheduler.changed(ids),
    decorate: async (records) => decorateJobs(ctx, records),
  };
}
