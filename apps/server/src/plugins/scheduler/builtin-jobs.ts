import { formatDateTime } from '../../db/time';
import type { JobClass } from './job-classes';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 3650;

/** The days a CleanOldLogsJob keeps; null when the parameter is not a whole number in range. */
export function keptDays(parameter: string | null): number | null {
  if (parameter === null) return DEFAULT_DAYS;
  if (!/^\d{1,4}$/.test(parameter.trim())) return null;
  const days = Number(parameter.trim());
  return days >= 1 && days <= MAX_DAYS ? days : null;
}

/** Drops what lapsed sign-in sessions leave in the token store (memory entries, Redis per-user lists). */
export const cleanExpiredTokensJob: JobClass = {
  className: 'weld.jobs.CleanExpiredTokensJob',
  descriptionKey: 'quartzJob.classes.cleanExpiredTokens',
  run: async ({ ctx }) => ({
    key: 'quartzJob.runs.tokensPurged',
    params: { count: await ctx.stores.tokens.purgeExpired() },
  }),
};

/** Deletes system log rows and job runs older than the parameter's days (30 when empty). */
export const cleanOldLogsJob: JobClass = {
  className: 'weld.jobs.CleanOldLogsJob',
  descriptionKey: 'quartzJob.classes.cleanOldLogs',
  parameterKey: 'quartzJob.params.cleanOldLogs',
  checkParameter: (parameter) => (keptDays(parameter) === null ? { key: 'quartzJob.badDays' } : null),
  run: async ({ ctx, parameter }) => {
    const days = keptDays(parameter) ?? DEFAULT_DAYS;
    // stored times are `YYYY-MM-DD HH:mm:ss` in the configured zone, which compare as text in time order
    const cutoff = formatDateTime(new Date(Date.now() - days * 86_400_000), ctx.config.timeZone);
    const logs = await ctx.db.deleteFrom('sys_log').where('create_time', '<', cutoff).executeTakeFirst();
    const runs = await ctx.db
      .deleteFrom('sys_quartz_job_log')
      .where('start_time', '<', cutoff)
      .where('status', '!=', 'running')
      .executeTakeFirst();
    return {
      key: 'quartzJob.runs.logsCleaned',
      params: { days, logs: Number(logs.numDeletedRows), runs: Number(runs.numDeletedRows) },
    };
  },
};

/** Writes its parameter to the server log and the run log: a harmless job to try the scheduler with. */
export const sampleParamJob: JobClass = {
  className: 'weld.jobs.SampleParamJob',
  descriptionKey: 'quartzJob.classes.sampleParam',
  parameterKey: 'quartzJob.params.sampleParam',
  run: async ({ parameter, log, jobId }) => {
    log.info({ jobId, parameter }, 'SampleParamJob ran');
    return parameter === null
      ? { key: 'quartzJob.runs.sampleNoParam' }
      : { key: 'quartzJob.runs.sampleParam', params: { parameter } };
  },
};

/** The job classes every server knows. */
export const BUILTIN_JOBS: readonly JobClass[] = [cleanExpiredTokensJob, cleanOldLogsJob, sampleParamJob];
