import { describe, expect, it } from 'vitest';
import { parseCron } from '@weld/core';
import type { PageResult, QuartzJobClass, QuartzJobRun } from '@weld/core';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { useKitServer } from '../../../test/kit-fixture';

type Job = { id: string; status: string; nextFireTime: string | null; lastRunStatus: string | null };
const SAMPLE = 'weld.jobs.SampleParamJob';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` answers a value (not undefined/false) or the time is up. */
async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

/** The per-field messages of a refused save. */
const errorsOf = (answer: { body: { result: unknown } }) =>
  (answer.body.result as { errors: Record<string, string> }).errors;

function engineMessage(expression: string): string {
  try {
    parseCron(expression);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error(`${expression} parses`);
}

/** Scheduled jobs over real HTTP with the server's own scheduler and real timers. */
describe.each(dialects)('scheduled jobs on %s', (dialect) => {
  const kit = useKitServer(dialect, 'jobplain', 'Pla1n!job#2026');
  const api = <T>(method: string, path: string, body?: unknown, lang?: string) =>
    call<T>(kit.server, method, path, { token: kit.admin, body, lang });
  const add = (body: Record<string, unknown>, lang?: string) =>
    api<Job>('POST', '/sys/quartzJob/add', body, lang);
  const runs = (jobId: string, pageSize = 100, lang?: string) =>
    api<PageResult<QuartzJobRun>>(
      'GET',
      `/sys/quartzJob/logList?jobId=${jobId}&pageSize=${pageSize}`,
      undefined,
      lang,
    );
  const job = async (id: string) => (await api<Job>('GET', `/sys/quartzJob/queryById?id=${id}`)).body.result;
  const jobCount = async () =>
    (await api<PageResult<Job>>('GET', '/sys/quartzJob/list?pageSize=1000')).body.result.total;

  it("lists the registered job classes with descriptions in the caller's language", async () => {
    const { status, body } = await api<QuartzJobClass[]>(
      'GET',
      '/sys/quartzJob/jobClasses',
      undefined,
      'en_US',
    );
    expect(status).toBe(200);
    expect(body.result.map((c) => c.className)).toEqual([
      'weld.jobs.CleanExpiredTokensJob',
      'weld.jobs.CleanOldLogsJob',
      SAMPLE,
      'weld.jobs.SendMessageTemplateJob',
    ]);
    expect(body.result[1]).toEqual({
      className: 'weld.jobs.CleanOldLogsJob',
      description: expect.stringContaining('older than'),
      parameterHint: expect.stringContaining('3650'),
    });
    expect(body.result[0].parameterHint).toBeNull();
  });

  it("refuses an unknown class, a bad cron expression (with the engine's message) and bad parameters, writing nothing", async () => {
    const before = await jobCount();
    const unknown = await add({
      jobClassName: 'java.lang.Runtime',
      cronExpression: '0 0 3 * * ?',
      status: '0',
    });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown).jobClassName).toBe(
      '未知的任务类：java.lang.Runtime，只能使用服务器已登记的任务类',
    );
    const badCron = await add({ jobClassName: SAMPLE, cronExpression: '0 0 25 * * ?', status: '0' }, 'en_US');
    expect(badCron.status).toBe(400);
    expect(errorsOf(badCron).cronExpression).toBe(
      `Invalid cron expression: ${engineMessage('0 0 25 * * ?')}`,
    );
    expect(badCron.body.message).toContain('hour');
    const days = await add({
      jobClassName: 'weld.jobs.CleanOldLogsJob',
      cronExpression: '0 0 2 * * ?',
      parameter: 'a week',
      status: '-1',
    });
    expect(errorsOf(days).parameter).toContain('3650');
    const noParam = await add({
      jobClassName: 'weld.jobs.CleanExpiredTokensJob',
      cronExpression: '0 0 * * * ?',
      parameter: 'x',
      status: '-1',
    });
    expect(errorsOf(noParam).parameter).toBe('该任务类不接受参数，请留空');
    const past = await add({ jobClassName: SAMPLE, cronExpression: '0 0 0 1 1 ? 2020', status: '0' });
    expect(errorsOf(past).cronExpression).toContain('不会再触发');
    expect(await jobCount()).toBe(before);
    // an edit that breaks a saved job is refused the same way
    const saved = await add({ jobClassName: SAMPLE, cronExpression: '0 0 3 * * ?', status: '-1' });
    expect(saved.status).toBe(200);
    const edit = await api('PUT', '/sys/quartzJob/edit', {
      id: saved.body.result.id,
      jobClassName: 'weld.jobs.Nope',
    });
    expect(edit.status).toBe(400);
    expect((await job(saved.body.result.id)) as unknown).toMatchObject({ jobClassName: SAMPLE });
  });

  it('runs a job firing every second and logs its runs, newest first and paginated', async () => {
    const created = await add({
      jobClassName: SAMPLE,
      cronExpression: '* * * * * ? *',
      parameter: 'hello',
      description: 'every second',
      status: '0',
    });
    expect(created.status, created.body.message).toBe(200);
    const id = created.body.result.id;
    expect(created.body.result.nextFireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const page = await until(async () => {
      const answer = (await runs(id)).body.result;
      return answer.records.filter((r) => r.status === 'success').length >= 3 && answer;
    }, 8000);
    const done = page.records.filter((r) => r.status === 'success');
    expect(done[0]).toMatchObject({
      jobId: id,
      triggerType: 'schedule',
      message: '示例任务收到参数：hello',
      host: kit.server.ctx.scheduler.instance,
    });
    const starts = page.records.map((r) => r.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(new Set(starts).size).toBe(starts.length);
    const two = (await runs(id, 2, 'en_US')).body.result;
    expect(two.records).toHaveLength(2);
    expect(two.total).toBeGreaterThanOrEqual(3);
    expect(two.pages).toBe(Math.ceil(two.total / 2));
    expect(two.records.find((r) => r.status === 'success')?.message).toBe(
      'Sample job received the parameter: hello',
    );
    expect((await job(id)).lastRunStatus).toEqual(expect.any(String));
    await api('DELETE', `/sys/quartzJob/delete?id=${id}`);
  });

  it('pause stops the runs, resume starts them again', async () => {
    const { id } = (await add({ jobClassName: SAMPLE, cronExpression: '* * * * * ?', status: '0' })).body
      .result;
    await until(async () => (await runs(id)).body.result.total >= 1, 5000);
    const paused = await api('GET', `/sys/quartzJob/pause?id=${id}`);
    expect([paused.status, paused.body.message]).toEqual([200, '定时任务已停止']);
    expect(await job(id)).toMatchObject({ status: '-1', nextFireTime: null });
    await sleep(300);
    const stoppedAt = (await runs(id)).body.result.total;
    await sleep(2500);
    expect((await runs(id)).body.result.total).toBe(stoppedAt);
    const resumed = await api('GET', `/sys/quartzJob/resume?id=${id}`);
    expect([resumed.status, resumed.body.message]).toEqual([200, '定时任务已启动']);
    expect((await job(id)).status).toBe('0');
    await until(async () => (await runs(id)).body.result.total >= stoppedAt + 2, 5000);
    await api('GET', `/sys/quartzJob/pause?id=${id}`);
  });

  it('executes a job once at once, stopped or not, and records a failing job as a failed run', async () => {
    const { id } = (
      await add({ jobClassName: SAMPLE, cronExpression: '0 0 3 * * ?', parameter: 'now', status: '-1' })
    ).body.result;
    const started = Date.now();
    const executed = await api<{ status: string; message: string }>('GET', `/sys/quartzJob/execute?id=${id}`);
    expect(Date.now() - started).toBeLessThan(3000);
    expect([executed.status, executed.body.message, executed.body.result.status]).toEqual([
      200,
      '执行成功',
      'success',
    ]);
    expect((await runs(id)).body.result.records).toEqual([
      expect.objectContaining({ triggerType: 'manual', status: 'success', message: '示例任务收到参数：now' }),
    ]);

    // another module's class, registered the way the messaging module will register its own
    kit.server.ctx.jobClasses.register({
      className: `weld.test.Failing${dialect}Job`,
      descriptionKey: 'quartzJob.classes.sampleParam',
      run: async () => {
        throw new Error('boom');
      },
    });
    const failing = (
      await add({
        jobClassName: `weld.test.Failing${dialect}Job`,
        cronExpression: '0 0 3 * * ?',
        status: '-1',
      })
    ).body.result;
    const failed = await api<{ status: string }>('GET', `/sys/quartzJob/execute?id=${failing.id}`);
    expect([failed.status, failed.body.message, failed.body.result.status]).toEqual([
      200,
      '执行失败：boom',
      'failure',
    ]);
    expect((await runs(failing.id)).body.result.records[0]).toMatchObject({
      status: 'failure',
      message: 'boom',
      endTime: expect.any(String),
    });
  });

  it('runs the built-in log cleaner: system log entries and job runs older than the days kept go, newer ones stay', async () => {
    const { db } = kit.server.ctx;
    const log = (id: string, time: string) => ({
      id,
      log_type: 2,
      log_content: 'old',
      userid: null,
      username: 'admin',
      ip: null,
      method: 'GET',
      request_url: '/x',
      cost_time: 1,
      create_time: time,
    });
    await db
      .insertInto('sys_log')
      .values([
        log(`old-log-${dialect}`, '2020-01-01 00:00:00'),
        log(`new-log-${dialect}`, kit.server.ctx.now()),
      ])
      .execute();
    const run = (id: string, time: string) => ({
      id,
      job_id: 'quartz-clean-tokens',
      fire_time: null,
      trigger_type: 'manual',
      start_time: time,
      end_time: time,
      cost_ms: 1,
      status: 'success',
      message_key: null,
      message: null,
      host: 'test',
    });
    await db
      .insertInto('sys_quartz_job_log')
      .values([
        run(`old-run-${dialect}`, '2020-01-01 00:00:00'),
        run(`new-run-${dialect}`, kit.server.ctx.now()),
      ])
      .execute();
    const { id } = (
      await add({
        jobClassName: 'weld.jobs.CleanOldLogsJob',
        cronExpression: '0 0 2 * * ?',
        parameter: '30',
        status: '-1',
      })
    ).body.result;
    const executed = await api<{ message: string }>(
      'GET',
      `/sys/quartzJob/execute?id=${id}`,
      undefined,
      'en_US',
    );
    expect(executed.body.result.message).toMatch(
      /^Deleted [1-9]\d* system log entries and [1-9]\d* job runs older than 30 days$/,
    );
    const left = async (table: 'sys_log' | 'sys_quartz_job_log', ids: string[]) =>
      (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    expect(await left('sys_log', [`old-log-${dialect}`, `new-log-${dialect}`])).toEqual([
      `new-log-${dialect}`,
    ]);
    expect(await left('sys_quartz_job_log', [`old-run-${dialect}`, `new-run-${dialect}`])).toEqual([
      `new-run-${dialect}`,
    ]);
  });

  it('runs the built-in token cleaner', async () => {
    const executed = await api<{ status: string; message: string }>(
      'GET',
      '/sys/quartzJob/execute?id=quartz-clean-tokens',
    );
    expect(executed.body.result).toMatchObject({
      status: 'success',
      message: expect.stringMatching(/^清理了 \d+ 个过期令牌$/),
    });
  });

  it('plans fire times in the configured time zone', async () => {
    const { id, nextFireTime } = (
      await add({ jobClassName: SAMPLE, cronExpression: '0 0 3 * * ?', status: '0' })
    ).body.result;
    expect(nextFireTime).toMatch(/ 03:00:00$/);
    // 03:00 in Asia/Shanghai (the default TZ) is 19:00 UTC
    expect(kit.server.ctx.scheduler.plannedFireTime(id)?.toISOString()).toMatch(/T19:00:00\.000Z$/);
    await api('GET', `/sys/quartzJob/pause?id=${id}`);
    expect(kit.server.ctx.scheduler.plannedFireTime(id)).toBeNull();
  });

  it('deletes a job with its runs and stops planning it', async () => {
    const { id } = (await add({ jobClassName: SAMPLE, cronExpression: '0 0 3 * * ?', status: '0' })).body
      .result;
    await api('GET', `/sys/quartzJob/execute?id=${id}`);
    expect(kit.server.ctx.scheduler.plannedFireTime(id)).not.toBeNull();
    expect((await api('DELETE', `/sys/quartzJob/delete?id=${id}`)).status).toBe(200);
    expect(kit.server.ctx.scheduler.plannedFireTime(id)).toBeNull();
    expect(
      await kit.server.ctx.db
        .selectFrom('sys_quartz_job_log')
        .select('id')
        .where('job_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('checks every right on the server', async () => {
    const id = 'quartz-clean-logs';
    const plain = (method: string, path: string, body?: unknown) =>
      call(kit.server, method, path, { token: kit.plain, body });
    for (const path of ['pause', 'resume', 'execute'])
      expect((await plain('GET', `/sys/quartzJob/${path}?id=${id}`)).status, path).toBe(403);
    expect((await plain('GET', `/sys/quartzJob/logList?jobId=${id}`)).status).toBe(403);
    expect((await plain('GET', '/sys/quartzJob/jobClasses')).status).toBe(403);
    expect(
      (
        await plain('POST', '/sys/quartzJob/add', {
          jobClassName: SAMPLE,
          cronExpression: '0 0 3 * * ?',
          status: '0',
        })
      ).status,
    ).toBe(403);
    expect((await job(id)).status).toBe('-1');
    expect((await api('GET', '/sys/quartzJob/pause?id=nope')).status).toBe(404);
  });
});
