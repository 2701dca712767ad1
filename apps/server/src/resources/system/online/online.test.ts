import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { startInstancePair } from '../../../test/instance-pair';
import type { InstancePair } from '../../../test/instance-pair';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { createRequire } from 'node:module';

/** The parts of a `ws` client the test uses (it comes with @fastify/websocket). */
interface WsClient {
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (err: Error) => void): void;
  once(event: 'close', listener: (code: number) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, protocol?: string) => WsClient;

/** A real socket of the live grid opened with the token; answers once it is open, with its closing code to come. */
async function openSocket(
  server: TestServer,
  token: string,
  channel: 'vxe' | 'notice' = 'vxe',
): Promise<{ closed: Promise<number> }> {
  const userId = (await server.ctx.stores.tokens.touch(token))!.userId;
  const path = channel === 'vxe' ? `/vxeSocket/${userId}/page1` : `/websocket/${userId}`;
  const ws = new WebSocket(`${server.api.replace(/^http/, 'ws')}${path}`, token);
  const closed = new Promise<number>((r) => ws.once('close', r));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { closed };
}

type Online = {
  id: string;
  username: string;
  realname: string;
  ip: string;
  loginTime: string;
  expireTime: string;
  current: boolean;
};
const PASSWORD = 'Weld!online#2026';
const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

async function sessionOf(server: TestServer, admin: string, username: string): Promise<Online> {
  const page = await call<PageResult<Online>>(
    server,
    'GET',
    `/sys/online/list?username=${username}&pageSize=100`,
    { token: admin },
  );
  expect(page.status, page.body.message).toBe(200);
  const found = page.body.result.records.find((r) => r.username === username);
  if (!found) throw new Error(`no session of ${username}`);
  return found;
}

describe.each(dialects)('online users on %s', (dialect) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, { username: 'onliner', password: PASSWORD, roleIds: [USER_ROLE_ID] });
  });
  afterAll(async () => server?.stop());

  it('lists live sessions with login time, IP and expiry, and marks the caller’s own', async () => {
    await login(server, 'onliner', PASSWORD);
    const mine = await sessionOf(server, admin, 'admin');
    expect(mine.current).toBe(true);
    const other = await sessionOf(server, admin, 'onliner');
    expect(other).toMatchObject({ realname: 'onliner', ip: '127.0.0.1', current: false });
    expect(other.loginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(other.expireTime > other.loginTime).toBe(true);
    expect(JSON.stringify(await call(server, 'GET', '/sys/online/list', { token: admin }))).not.toContain(
      admin,
    );
  });

  it('force logout ends the session at once: its next call is a 401; the login log says so', async () => {
    const token = await login(server, 'onliner', PASSWORD);
    expect((await call(server, 'GET', '/sys/user/current', { token })).status).toBe(200);
    const socket = await openSocket(server, token);
    const bell = await openSocket(server, token, 'notice');
    const sessions = (
      await call<PageResult<Online>>(server, 'GET', '/sys/online/list?username=onliner', { token: admin })
    ).body.result.records;
    for (const session of sessions) {
      const forced = await call(server, 'POST', '/sys/online/forceLogout', {
        token: admin,
        body: { id: session.id },
      });
      expect(forced.status, forced.body.message).toBe(200);
    }
    expect((await call(server, 'GET', '/sys/user/current', { token })).status).toBe(401);
    expect(await socket.closed).toBe(4401);
    // the notice bell's socket of that session closes too
    expect(await bell.closed).toBe(4401);
    expect(
      (await call(server, 'POST', '/sys/online/forceLogout', { token: admin, body: { id: sessions[0].id } }))
        .status,
    ).toBe(404);
    const log = await server.ctx.db
      .selectFrom('sys_log')
      .selectAll()
      .where('log_type', '=', 1)
      .where('operate_type', '=', 8)
      .where('username', '=', 'onliner')
      .executeTakeFirst();
    expect(log?.log_content).toMatch(/^用户名: onliner，被 admin 强制退出/);
  });

  it('refuses forcing out one’s own session, a bad body, and callers without the right', async () => {
    const mine = await sessionOf(server, admin, 'admin');
    expect(
      (await call(server, 'POST', '/sys/online/forceLogout', { token: admin, body: { id: mine.id } })).status,
    ).toBe(400);
    expect((await call(server, 'POST', '/sys/online/forceLogout', { token: admin, body: {} })).status).toBe(
      400,
    );
    const plain = await login(server, 'onliner', PASSWORD);
    expect((await call(server, 'GET', '/sys/online/list', { token: plain })).status).toBe(403);
    expect(
      (await call(server, 'POST', '/sys/online/forceLogout', { token: plain, body: { id: mine.id } })).status,
    ).toBe(403);
    expect((await call(server, 'GET', '/sys/user/current', { token: admin })).status).toBe(200);
  });
});

describe.each(redisUrls)('force logout across instances sharing Redis (%s)', (redisUrl) => {
  let pair: InstancePair;

  beforeAll(async () => {
    pair = await startInstancePair(redisUrl);
    await createUser(pair.a, { username: 'roamer', password: PASSWORD, roleIds: [USER_ROLE_ID] });
  });
  afterAll(async () => pair?.stop());

  it('a session signed in on B and forced out on A fails on B at once', async () => {
    const { a, b } = pair;
    const token = await login(b, 'roamer', PASSWORD);
    expect((await call(b, 'GET', '/sys/user/current', { token })).status).toBe(200);
    const socket = await openSocket(b, token);
    const admin = await login(a, 'admin', ADMIN_PASSWORD);
    const session = await sessionOf(a, admin, 'roamer');
    expect(session.ip).toBe('127.0.0.1');
    expect(
      (await call(a, 'POST', '/sys/online/forceLogout', { token: admin, body: { id: session.id } })).status,
    ).toBe(200);
    expect((await call(b, 'GET', '/sys/user/current', { token })).status).toBe(401);
    expect((await call(a, 'GET', '/sys/user/current', { token })).status).toBe(401);
    expect(await socket.closed).toBe(4401);
  });
});
