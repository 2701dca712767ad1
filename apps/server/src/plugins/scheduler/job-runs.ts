import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '@weld/core';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/dialect';
import type { JobClassRegistry, JobMessage } from './job-classes';

export type RunStatus = 'running' | 'success' | 'failure';

/** The job row a run needs. */
export interface RunnableJob {
  id: string;
  job_class_name: string;
  parameter: string | null;
}

/** A finished (or still running) run as the execute call answers it. */
export interface RunOutcome {
  id: string;
  status: RunStatus;
  messageKey: string | null;
  message: string | null;
}

const MAX_MESSAGE = 2000;

/** The stored form of a run's message: a locale key with JSON parameters, or plain text. */
function stored(result: JobMessage | string | void): { message_key: string | null; message: string | null } {
  if (result === undefined) return { message_key: null, message: null };
  if (typeof result === 'string') return { message_key: null, message: result.slice(0, MAX_MESSAGE) };
  return { message_key: result.key, message: JSON.stringify(result.params ?? {}) };
}

/**
 * A run's message in a language: locale key and parameters translated, plain text as it is.
 * @example runMessage('en_US', row.message_key, row.message)
 */
export function runMessage(lang: Locale, key: string | null, message: string | null): string | null {
  if (!key) return message;
  let params: Record<string, unknown> = {};
  try {
    params = message ? (JSON.parse(message) as Record<string, unknown>) : {};
  } catch {
    // a parameter text that is not JSON leaves the placeholders visible rather than failing the list
  }
  return translate(lang, `server.${key}`, params);
}

/**
 * Inserts the run's row before the job starts. For a scheduled fire the row is the claim: (job, fire time)
 * is unique, so when another instance inserted it first this answers null and the caller does not run.
 * @example const run = await claimRun(ctx, job.id, fireAt, 'host:1234')
 */
export async function claimRun(
  ctx: AppContext,
  jobId: string,
  fireAt: number | null,
  host: string,
): Promise<{ id: string; startedAt: number } | null> {
  const id = newId();
  const startedAt = Date.now();
  try {
    await ctx.db
      .insertInto('sys_quartz_job_log')
      .values({
        id,
        job_id: jobId,
        fire_time: fireAt === null ? null : new Date(fireAt).toISOString(),
        trigger_type: fireAt === null ? 'manual' : 'schedule',
        start_time: ctx.now(),
        end_time: null,
        cost_ms: null,
        status: 'running',
        message_key: null,
        message: null,
        host,
      })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return { id, startedAt };
}

/**
 * Runs the job's class on a claimed run and records the outcome; never throws (a failing job is a failed
 * run, and a failing log write is written to the server log).
 * @example const outcome = await executeRun(ctx, classes, job, run, signal, log)
 */
export async function executeRun(
  ctx: AppContext,
  classes: JobClassRegistry,
  job: RunnableJob,
  run: { id: string; startedAt: number },
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<RunOutcome> {
  const jobClass = classes.get(job.job_class_name);
  let status: RunStatus = 'success';
  let result: JobMessage | string | void;
  if (!jobClass) {
    status = 'failure';
    result = { key: 'quartzJob.runs.classMissing', params: { name: job.job_class_name } };
  } else {
    try {
      result = await jobClass.run({ ctx, jobId: job.id, parameter: job.parameter, signal, log });
    } catch (err) {
      status = 'failure';
      result = signal.aborted
        ? { key: 'quartzJob.runs.interrupted' }
        : err instanceof Error
          ? err.message
          : String(err);
      log.warn({ err, jobId: job.id, jobClass: job.job_class_name }, 'scheduled job failed');
    }
  }
  const message = stored(result);
  try {
    await ctx.db
      .updateTable('sys_quartz_job_log')
      .set({ status, end_time: ctx.now(), cost_ms: Date.now() - run.startedAt, ...message })
      .where('id', '=', run.id)
      .execute();
  } catch (err) {
    log.error({ err, runId: run.id }, 'recording a job run failed');
  }
  return { id: run.id, status, messageKey: message.message_key, message: message.message };
}

/** Scheduler instances alive in this process (tests run several servers in one process; production one). */
const liveHere = new Set<string>();

/** Marks a scheduler instance of this process as alive or gone, for closeOrphanRuns. */
export function markInstance(instance: string, alive: boolean): void {
  if (alive) liveHere.add(instance);
  else liveHere.delete(instance);
}

/** Whether the process that named itself `host` (hostname:pid:random) on this machine is still running. */
function stillRunning(host: string): boolean {
  const pid = Number(host.split(':').at(-2));
  if (!Number.isInteger(pid) || pid <= 0) return true;
  // our own pid: a restarted container reuses it, so only the instances we hold are alive
  if (pid === process.pid) return liveHere.has(host);
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Closes the runs a crashed process of this machine left "running" forever: their host names this
 * machine and a process that is gone. Runs of other machines are left alone (they may still be going).
 * @example await closeOrphanRuns(ctx) // 2
 */
export async function closeOrphanRuns(ctx: AppContext): Promise<number> {
  const running = await ctx.db
    .selectFrom('sys_quartz_job_log')
    .select(['id', 'host'])
    .where('status', '=', 'running')
    .execute();
  const orphans = running.filter(
    (r) => r.host.split(':').slice(0, -2).join(':') === os.hostname() && !stillRunning(r.host),
  );
  if (orphans.length === 0) return 0;
  await ctx.db
    .updateTable('sys_quartz_job_log')
    .set({ status: 'failure', end_time: ctx.now(), message_key: 'quartzJob.runs.lost', message: null })
    .where(
      'id',
      'in',
      orphans.map((r) => r.id),
    )
    .where('status', '=', 'running')
    .execute();
  return orphans.length;
}
