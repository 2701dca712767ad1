import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../../../db/dialect';
import { createTestDatabase } from '../../../test/databases';
import type { TestDatabase } from '../../../test/databases';
import { ADMIN_PASSWORD, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { flushPrefix } from '../../../test/redis';

const SAMPLE = 'weld.jobs.SampleParamJob';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

async function addJob(server: TestServer, body: Record<string, unknown>): Promise<string> {
  const token = await login(server, 'admin', ADMIN_PASSWORD);
  const answer = await call<{ id: string }>(server, 'POST', '/sys/quartzJob/add', { token, body });
  if (answer.status !== 200) throw new Error(answer.body.message);
  return answer.body.result.id;
}

const runRows = (server: TestServer, jobId: string) =>
  server.ctx.db
    .selectFrom('sys_quartz_job_log')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('start_time')
    .execute();

describe('the scheduler across a restart and a close', () => {
  const opened: TestServer[] = [];
  let database: TestDatabase;
  const open = async (): Promise<TestServer> => {
    database ??= await createTestDatabase('sqlite');
    const server = await startServer('sqlite', { databaseUrl: database.url });
    opened.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of opened) await server.stop().catch(() => undefined);
    await database?.drop();
  });

  it('plans the normal jobs again when the server starts, and a close interrupts a running job at once', async () => {
    const first = await open();
    const id = await addJob(first, { jobClassName: SAMPLE, cronExpression: '* * * * * ?', status: '0' });
    await until(async () => (await runRows(first, id)).length >= 1, 5000);
    // a job that only ends when told to stop, started by hand
    first.ctx.jobClasses.register({
      className: 'weld.test.WaitingJob',
      descriptionKey: 'quartzJob.classes.sampleParam',
      run: ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    const waiting = await addJob(first, {
      jobClassName: 'weld.test.WaitingJob',
      cronExpression: '0 0 3 * * ?',
      status: '-1',
    });
    const token = await login(first, 'admin', ADMIN_PASSWORD);
    void call(first, 'GET', `/sys/quartzJob/execute?id=${waiting}`, { token }).catch(() => undefined);
    await until(async () => (await runRows(first, waiting)).length === 1, 5000);
    const closing = Date.now();
    await first.close();
    expect(Date.now() - closing).toBeLessThan(3000);

    const second = await open();
    expect(await runRows(second, waiting)).toEqual([
      expect.objectContaining({
        status: 'failure',
        message_key: 'quartzJob.runs.interrupted',
        end_time: expect.any(String),
      }),
    ]);
    // nobody called anything: the job with status normal is planned at start and runs on the new instance
    await until(
      async () =>
        (await runRows(second, id)).some(
          (r) => r.host === second.ctx.scheduler.instance && r.status === 'success',
        ),
      5000,
    );
  });

  it('closes at start the runs a crashed process of this machine left running, and no others', async () => {
    const first = await open();
    const job = await addJob(first, { jobClassName: SAMPLE, cronExpression: '0 0 3 * * ?', status: '-1' });
    const gone = spawnSync(process.execPath, ['-e', '']).pid; // a process that has ended
    const run = (id: string, host: string) => ({
      id,
      job_id: job,
      fire_time: null,
      trigger_type: 'manual',
      start_time: '2026-11-22 03:00:00',
      end_time: null,
      cost_ms: null,
      status: 'running',
      message_key: null,
      message: null,
      host,
    });
    await first.ctx.db
      .insertInto('sys_quartz_job_log')
      .values([
        run('crashed', `${os.hostname()}:${gone}:aaaaaa`),
        run('own-pid-reused', `${os.hostname()}:${process.pid}:bbbbbb`),
        run('parent-alive', `${os.hostname()}:${process.ppid}:cccccc`),
        run('other-machine', `weld-node-7:${gone}:dddddd`),
        run('this-instance', first.ctx.scheduler.instance),
      ])
      .execute();
    await first.close();
    const second = await open();
    const rows = new Map((await runRows(second, job)).map((r) => [r.id, r]));
    expect(rows.get('crashed')).toMatchObject({
      status: 'failure',
      message_key: 'quartzJob.runs.lost',
      end_time: expect.any(String),
    });
    expect(rows.get('own-pid-reused')?.status).toBe('failure');
    // the first server stopped too, as a crash would have left it
    expect(rows.get('this-instance')?.status).toBe('failure');
    expect(rows.get('parent-alive')?.status).toBe('running');
    expect(rows.get('other-machine')?.status).toBe('running');
    const token = await login(second, 'admin', ADMIN_PASSWORD);
    const page = await call<{ records: { id: string; message: string }[] }>(
      second,
      'GET',
      `/sys/quartzJob/logList?jobId=${job}&pageNo=1&pageSize=10`,
      { token },
    );
    expect(page.body.result.records.find((r) => r.id === 'crashed')?.message).toBe(
      '服务器进程意外退出，运行未能完成',
    );
  });
});

const shared: { dialect: DialectName; redis: string | null }[] = [
  { dialect: 'sqlite', redis: null },
  ...(process.env.TEST_PG_URL ? [{ dialect: 'postgres' as const, redis: null }] : []),
  ...(process.env.TEST_MYSQL_URL ? [{ dialect: 'mysql' as const, redis: null }] : []),
  ...(process.env.TEST_PG_URL && process.env.TEST_REDIS_URL
    ? [{ dialect: 'postgres' as const, redis: process.env.TEST_REDIS_URL }]
    : []),
];

describe.each(shared)('two instances on one $dialect database (Redis: $redis)', ({ dialect, redis }) => {
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const redisPrefix = `weldtest:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
    if (redis) await flushPrefix(redis, redisPrefix);
  });

  it('run each fire of a job exactly once between them', async () => {
    database = await createTestDatabase(dialect);
    const options = {
      databaseUrl: database.url,
      schedulerResyncSeconds: 1,
      ...(redis ? { redisUrl: redis, redisPrefix } : {}),
    };
    servers.push(await startServer(dialect, options), await startServer(dialect, options));
    const [a, b] = servers;
    const id = await addJob(a, {
      jobClassName: SAMPLE,
      cronExpression: '* * * * * ?',
      parameter: 'once',
      status: '0',
    });
    // b hears of the job through Redis at once, or through its next re-read of the jobs
    await until(async () => b.ctx.scheduler.plannedFireTime(id) !== null, 3000);
    const from = Date.now();
    await sleep(6000);
    const token = await login(a, 'admin', ADMIN_PASSWORD);
    await call(b, 'GET', `/sys/quartzJob/pause?id=${id}`, {
      token: redis ? token : await login(b, 'admin', ADMIN_PASSWORD),
    });
    await sleep(1200);

    const rows = (await runRows(a, id)).filter((r) => Date.parse(r.fire_time as string) >= from);
    const fires = rows.map((r) => Date.parse(r.fire_time as string)).sort((x, y) => x - y);
    // one run per second of the window: none missed, none twice
    expect(fires.length).toBeGreaterThanOrEqual(5);
    expect(new Set(fires).size).toBe(fires.length);
    for (let i = 1; i < fires.length; i++) expect(fires[i] - fires[i - 1]).toBe(1000);
    expect(rows.every((r) => r.status === 'success')).toBe(true);
    // both instances planned every fire and raced for it: each fire one won and one stood back
    const stats = [a, b].map((s) => s.ctx.scheduler.stats);
    const all = await runRows(a, id);
    expect(stats[0].ran + stats[1].ran).toBe(all.length);
    expect(stats[0].lost + stats[1].lost).toBeGreaterThanOrEqual(fires.length - 1);
    expect(all.every((r) => [a.ctx.scheduler.instance, b.ctx.scheduler.instance].includes(r.host))).toBe(
      true,
    );
  });
});
