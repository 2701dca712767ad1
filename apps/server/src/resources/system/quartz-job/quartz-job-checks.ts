import { nextFireTimes, parseCron, QUARTZ_STATUS, quartzJob, translate } from '@weld/core';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../../context';
import { formatDateTime } from '../../../db/time';
import { fieldsError } from '../../../kit/write';
import type { JobMessage } from '../../../plugins/scheduler/job-classes';

/** A job as a save or a start would leave it. */
export interface JobDraft {
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  status: string;
}

type JobField = keyof typeof quartzJob.fields;

/**
 * The next fire time of a cron expression in the configured zone as dates travel (`YYYY-MM-DD HH:mm:ss`);
 * null when it never fires again or does not parse.
 * @example nextFireText(ctx, '0 0 3 * * ?') // '2026-11-23 03:00:00'
 */
export function nextFireText(ctx: AppContext, cron: string, from = new Date()): string | null {
  try {
    const next = nextFireTimes(cron, from, 1, ctx.config.timeZone)[0];
    return next ? formatDateTime(next, ctx.config.timeZone) : null;
  } catch {
    return null;
  }
}

/** Per-field problems of a draft: unknown class, the cron engine's own message, a parameter the class refuses. */
async function problems(ctx: AppContext, draft: JobDraft): Promise<Partial<Record<JobField, JobMessage>>> {
  const found: Partial<Record<JobField, JobMessage>> = {};
  const classProblem = await ctx.jobClasses.problem(draft.jobClassName, draft.parameter, ctx);
  if (classProblem) found[classProblem.field] = classProblem.message;
  try {
    parseCron(draft.cronExpression);
    if (draft.status === QUARTZ_STATUS.normal && nextFireText(ctx, draft.cronExpression) === null)
      found.cronExpression = { key: 'quartzJob.neverFires' };
  } catch (err) {
    found.cronExpression = { key: 'quartzJob.badCron', params: { message: (err as Error).message } };
  }
  return found;
}

/**
 * Refuses a draft the scheduler could not run, the way the kit refuses a field (400 with `result.errors`),
 * so the form shows each message under its field; nothing is written then.
 * @example await assertRunnable(ctx, draft, request.lang)
 */
export async function assertRunnable(ctx: AppContext, draft: JobDraft, lang: Locale): Promise<void> {
  const found = await problems(ctx, draft);
  const keys = Object.keys(found) as JobField[];
  if (keys.length === 0) return;
  const errors: Record<string, string> = {};
  for (const key of keys) errors[key] = translate(lang, `server.${found[key]!.key}`, found[key]!.params);
  throw fieldsError(quartzJob, errors, lang);
}
