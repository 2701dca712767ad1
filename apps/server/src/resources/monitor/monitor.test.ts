import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createUser, startServer, type TestServer } from '../../test/server';
import { call, login } from '../../test/client';
import { useAdminServer } from '../../test/admin-server';
import { dialects } from '../../test/databases';
import { flushPrefix } from '../../test/redis';
import { parseCommandLine, refusal } from './redis-terminal';

describe.each(dialects)('monitor on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  it('reports the machine, the Node runtime and the volumes of its folders', async () => {
    const system = await call<{
      cpu: { cores: number; usage: number };
      memory: { total: number; used: number };
      load: number[];
    }>(fx.server, 'GET', '/sys/monitor/system', { token: fx.token });
    expect(system.body.result.cpu.cores).toBeGreaterThan(0);
    expect(system.body.result.cpu.usage).toBeGreaterThanOrEqual(0);
    expect(system.body.result.memory.used).toBeLessThanOrEqual(system.body.result.memory.total);
    expect(system.body.result.load).toHaveLength(3);
    const runtime = await call<{
      node: string;
      heap: { used: number; limit: number };
      eventLoopDelay: { p99: number };
    }>(fx.server, 'GET', '/sys/monitor/runtime', { token: fx.token });
    expect(runtime.body.result.node).toBe(process.version);
    expect(runtime.body.result.heap.used).toBeGreaterThan(0);
    expect(runtime.body.result.heap.used).toBeLessThan(runtime.body.result.heap.limit);
    const disk = await call<{ name: string; total: number; free: number }[]>(
      fx.server,
      'GET',
      '/sys/monitor/disk',
      { token: fx.token },
    );
    const server_ = disk.body.result.find((d) => d.name === 'server');
    expect(server_?.total).toBeGreaterThan(server_?.free ?? Infinity);
    // the upload folder is reported before the first upload creates it: the volume it will live on
    expect(disk.body.result.map((d) => d.name)).toContain('uploads');
  });

  it('reports the database it runs on, with a size and its tables', async () => {
    const { body } = await call<{
      dialect: string;
      size: number;
      tables: number;
      version: string;
      pool: { max: number };
    }>(fx.server, 'GET', '/sys/monitor/database', { token: fx.token });
    expect(body.result.dialect).toBe(dialect);
    expect(body.result.size).toBeGreaterThan(0);
    expect(body.result.tables).toBeGreaterThan(20);
    expect(body.result.version).not.toBe('');
    expect(body.result.pool.max).toBeGreaterThan(0);
  });

  it('traces the requests just made, newest first, without their query strings', async () => {
    await call(fx.server, 'GET', '/sys/dashboard/summary?_t=secret123', { token: fx.token });
    await call(fx.server, 'GET', '/sys/no-such-route', { token: fx.token });
    const { body } = await call<{ method: string; path: string; status: number; ms: number }[]>(
      fx.server,
      'GET',
      '/sys/monitor/httptrace',
      { token: fx.token },
    );
    const [missing, dict] = body.result;
    expect(missing).toMatchObject({ method: 'GET', path: '/api/sys/no-such-route', status: 404 });
    expect(dict).toMatchObject({ path: '/api/sys/dashboard/summary', status: 200 });
    expect(dict!.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(body.result)).not.toContain('secret123');
  });

  it('says Redis is not configured on the embedded default', async () => {
    const info = await call<{ configured: boolean }>(fx.server, 'GET', '/sys/monitor/redis/info', {
      token: fx.token,
    });
    expect(info.body.result).toEqual({ configured: false });
    const run = await call(fx.server, 'POST', '/sys/monitor/redis/command', {
      token: fx.token,
      body: { command: 'PING' },
      lang: 'zh_CN',
    });
    expect(run.status).toBe(400);
    expect(run.body.message).toContain('未配置 Redis');
  });

  it('refuses every monitor to a user without the monitor rights', async () => {
    const password = 'Viewer#2026ok';
    await createUser(fx.server, { username: `viewer_${dialect}`, password });
    const viewer = await login(fx.server, `viewer_${dialect}`, password);
    for (const path of [
      '/sys/monitor/system',
      '/sys/monitor/runtime',
      '/sys/monitor/httpserver',
      '/sys/monitor/disk',
      '/sys/monitor/database',
      '/sys/monitor/httptrace',
      '/sys/monitor/redis/info',
    ]) {
      expect((await call(fx.server, 'GET', path, { token: viewer })).status, path).toBe(403);
    }
    expect(
      (
        await call(fx.server, 'POST', '/sys/monitor/redis/command', {
          token: viewer,
          body: { command: 'PING' },
        })
      ).status,
    ).toBe(403);
  });
});

const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

describe.each(redisUrls)('monitor with Redis (%s)', (redisUrl) => {
  let server: TestServer;
  let token: string;
  const redisPrefix = `weldtest:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    server = await startServer('sqlite', { redisUrl, redisPrefix });
    token = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await flushPrefix(redisUrl, redisPrefix);
  });

  it('shows INFO by section and runs read commands, refusing writes and KEYS', async () => {
    const info = await call<{
      configured: boolean;
      keys: number;
      sections: Record<string, Record<string, string>>;
    }>(server, 'GET', '/sys/monitor/redis/info', { token });
    expect(info.body.result.configured).toBe(true);
    expect(info.body.result.sections.server?.redis_version).toMatch(/^\d+\./);
    expect(info.body.result.keys).toBeGreaterThan(0);
    const scan = await call<{ lines: string[] }>(server, 'POST', '/sys/monitor/redis/command', {
      token,
      body: { command: `SCAN 0 MATCH ${redisPrefix}* COUNT 1000` },
    });
    expect(scan.status).toBe(200);
    // the admin's session token is one of the keys under the prefix
    expect(scan.body.result.lines.some((l) => l.includes(redisPrefix))).toBe(true);
    for (const command of ['SET x 1', 'FLUSHALL', 'KEYS *', 'config set maxmemory 1']) {
      const refused = await call(server, 'POST', '/sys/monitor/redis/command', {
        token,
        body: { command },
        lang: 'zh_CN',
      });
      expect(refused.status, command).toBe(400);
      expect(refused.body.message, command).toContain('只读终端不允许执行');
    }
    const keysBefore = info.body.result.keys;
    const after = await call<{ keys: number }>(server, 'GET', '/sys/monitor/redis/info', { token });
    expect(after.body.result.keys).toBe(keysBefore);
  });
});

describe('redis terminal parsing', () => {
  it('keeps quoted words whole and knows read commands from writes', () => {
    expect(parseCommandLine('HGET "weld:session 1" name')).toEqual(['HGET', 'weld:session 1', 'name']);
    expect(parseCommandLine("GET 'a b'")).toEqual(['GET', 'a b']);
    expect(refusal(['get', 'x'])).toBeNull();
    expect(refusal(['DEL', 'x'])).toBe('notReadOnly');
    expect(refusal([])).toBe('empty');
  });
});
