import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { nextFireTimes, QUARTZ_STATUS } from '@weld/core';
import type { AppContext } from '../../context';
import type { JobClassRegistry } from './job-classes';
import { claimRun, closeOrphanRuns, executeRun, markInstance } from './job-runs';
import type { RunnableJob, RunOutcome } from './job-runs';

const CHANNEL = 'quartz-jobs';
/** timers are re-armed at least this often, so a far fire time never overflows setTimeout */
const MAX_DELAY_MS = 3_600_000;
/** how long close waits for running jobs after telling them to stop */
const STOP_GRACE_MS = 10_000;

interface Planned {
  cron: string;
  fireAt: number;
  timer: NodeJS.Timeout;
}

interface JobRow extends RunnableJob {
  cron_expression: string;
  status: string;
}

/**
 * Runs the jobs of `sys_quartz_job` in this server process: one timer per job for its next fire time (core's
 * cron engine, in the configured time zone). Every instance plans every normal job; at each fire the job row
 * is read again and the run's log row is inserted as the claim of (job, fire time), so with several
 * instances on one database each fire runs exactly once. Changes reach the other instances through pub/sub
 * (Redis) and, without Redis, through a re-read of the jobs every `resyncMs`.
 * @example const scheduler = new Scheduler(() => ctx, classes, 5000); await scheduler.start(app.log)
 */
export class Scheduler {
  /** names this instance in the run log */
  readonly instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  /** fires this instance ran, and fires another instance had claimed first */
  readonly stats = { ran: 0, lost: 0 };
  private readonly planned = new Map<string, Planned>();
  private readonly busy = new Set<string>();
  private readonly running = new Set<Promise<unknown>>();
  private abort = new AbortController();
  private resync: NodeJS.Timeout | null = null;
  private log: FastifyBaseLogger | null = null;
  private stopped = true;

  constructor(
    private readonly context: () => AppContext,
    private readonly classes: JobClassRegistry,
    private readonly resyncMs: number,
  ) {}

  /** Plans every normal job and listens for changes; called once the server is ready. */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    this.stopped = false;
    this.abort = new AbortController();
    markInstance(this.instance, true);
    const closed = await closeOrphanRuns(this.context());
    if (closed > 0) log.warn({ closed }, 'closed job runs a crashed server process left running');
    await this.context().stores.pubsub.subscribe(CHANNEL, (raw) => {
      const message = JSON.parse(raw) as { from: string; ids: string[] };
      if (message.from !== this.instance) void this.sync(message.ids);
    });
    await this.sync();
    this.resync = setInterval(() => void this.sync(), this.resyncMs);
    this.resync.unref();
  }

  /** Stops planning, tells running jobs to stop and waits for them (at most a few seconds). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.resync) clearInterval(this.resync);
    for (const plan of this.planned.values()) clearTimeout(plan.timer);
    this.planned.clear();
    this.abort.abort();
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS))),
    ]);
    clearTimeout(grace);
    markInstance(this.instance, false);
  }

  /** Re-plans these jobs here and on every other instance, after a write committed. */
  async changed(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.sync(ids);
    try {
      await this.context().stores.pubsub.publish(CHANNEL, JSON.stringify({ from: this.instance, ids }));
    } catch (err) {
      // the write has committed; the other instances still see it at their next re-read of the jobs
      this.logger().warn({ err }, 'telling the other instances about changed jobs failed');
    }
  }

  /** The next fire time of a normal job as planned here; null when it is not planned. */
  plannedFireTime(jobId: string): Date | null {
    const plan = this.planned.get(jobId);
    return plan ? new Date(plan.fireAt) : null;
  }

  /**
   * Runs a job once now, whatever its status, and answers when it has finished.
   * @example const outcome = await scheduler.runNow(job)
   */
  async runNow(job: RunnableJob): Promise<RunOutcome> {
    const ctx = this.context();
    const run = await claimRun(ctx, job.id, null, this.instance);
    if (!run) throw new Error('a manual run cannot collide');
    return this.track(executeRun(ctx, this.classes, job, run, this.abort.signal, this.logger()));
  }

  /** Reads the jobs (these, or all) and plans the normal ones, dropping plans of stopped, changed or deleted jobs. */
  async sync(ids?: string[]): Promise<void> {
    if (this.stopped) return;
    let rows: JobRow[];
    try {
      let query = this.context()
        .db.selectFrom('sys_quartz_job')
        .select(['id', 'job_class_name', 'parameter', 'cron_expression', 'status']);
      if (ids) query = query.where('id', 'in', ids);
      rows = await query.execute();
    } catch (err) {
      // a database that is briefly away: the next re-read plans again
      if (!this.stopped) this.logger().error({ err }, 'reading the scheduled jobs failed');
      return;
    }
    if (this.stopped) return;
    const seen = new Set(rows.map((r) => r.id));
    for (const id of ids ?? [...this.planned.keys()]) if (!seen.has(id)) this.unplan(id);
    for (const row of rows) {
      if (row.status !== QUARTZ_STATUS.normal) this.unplan(row.id);
      else if (this.planned.get(row.id)?.cron !== row.cron_expression)
        this.plan(row.id, row.cron_expression, Date.now());
    }
  }

  private plan(id: string, cron: string, after: number): void {
    this.unplan(id);
    let next: Date | undefined;
    try {
      next = nextFireTimes(cron, new Date(after), 1, this.context().config.timeZone)[0];
    } catch (err) {
      // saves check the expression; one written around the screen is reported and left unplanned
      this.logger().warn({ err, jobId: id }, 'a scheduled job has an invalid cron expression');
      return;
    }
    if (!next) return;
    this.arm(id, cron, next.getTime());
  }

  private arm(id: string, cron: string, fireAt: number): void {
    const timer = setTimeout(
      () => this.fire(id, cron, fireAt),
      Math.min(Math.max(0, fireAt - Date.now()), MAX_DELAY_MS),
    );
    // the server's socket keeps the process alive; a planned job alone should not
    timer.unref();
    this.planned.set(id, { cron, fireAt, timer });
  }

  private unplan(id: string): void {
    const plan = this.planned.get(id);
    if (plan) clearTimeout(plan.timer);
    this.planned.delete(id);
  }

  private fire(id: string, cron: string, fireAt: number): void {
    if (this.stopped) return;
    // a timer may wake a little early, and long waits are cut into hours
    if (Date.now() < fireAt) return this.arm(id, cron, fireAt);
    this.plan(id, cron, Math.max(fireAt, Date.now()));
    // a run still going on this instance skips the fire; another instance may take it
    if (this.busy.has(id)) return;
    this.busy.add(id);
    void this.track(this.runScheduled(id, cron, fireAt)).finally(() => this.busy.delete(id));
  }

  private async runScheduled(id: string, cron: string, fireAt: number): Promise<void> {
    const ctx = this.context();
    try {
      const job = await ctx.db
        .selectFrom('sys_quartz_job')
        .select(['id', 'job_class_name', 'parameter', 'cron_expression', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      // stopped, changed or deleted since it was planned (perhaps on another instance): plan afresh instead
      if (!job || job.status !== QUARTZ_STATUS.normal || job.cron_expression !== cron)
        return void (await this.sync([id]));
      const run = await claimRun(ctx, id, fireAt, this.instance);
      if (!run) {
        this.stats.lost++;
        return;
      }
      this.stats.ran++;
      await executeRun(ctx, this.classes, job, run, this.abort.signal, this.logger());
    } catch (err) {
      if (!this.stopped) this.logger().error({ err, jobId: id }, 'a scheduled fire could not run');
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => undefined);
    return work;
  }

  private logger(): FastifyBaseLogger {
    if (!this.log) throw new Error('the scheduler has not started');
    return this.log;
  }
}
