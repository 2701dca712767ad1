import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionResult } from '@weld/core';
import { ADMIN_PASSWORD, createUser, startServer } from './test/server';
import type { TestServer } from './test/server';
import { startInstancePair } from './test/instance-pair';
import type { InstancePair } from './test/instance-pair';
import { createTestDatabase } from './test/databases';
import type { TestDatabase } from './test/databases';
import { call, login } from './test/client';
import { USER_ROLE_ID } from './db/seed-ids';
import { newId } from './db/ids';

const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

describe('two instances without Redis', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    a = await startServer('sqlite', { databaseUrl: database.url });
    b = await startServer('sqlite', { databaseUrl: database.url });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it('keep their sessions in process: a token of A is unknown to B', async () => {
    expect(a.ctx.stores.kind).toBe('memory');
    const token = await login(a, 'admin', ADMIN_PASSWORD);
    expect((await call(a, 'GET', '/sys/user/current', { token })).status).toBe(200);
    expect((await call(b, 'GET', '/sys/user/current', { token })).status).toBe(401);
  });
});

describe.each(redisUrls)('two instances sharing Redis (%s) and one database', (redisUrl) => {
  let pair: InstancePair;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    pair = await startInstancePair(redisUrl);
    ({ a, b } = pair);
    await createUser(a, { username: 'plain', password: 'Pla1n!pass', roleIds: [USER_ROLE_ID] });
  });
  afterAll(async () => pair?.stop());

  it('uses the Redis stores', () => {
    expect(a.ctx.stores.kind).toBe('redis');
    expect(b.ctx.stores.kind).toBe('redis');
  });

  it('a token from A works on B; logout on B ends it on A too', async () => {
    const token = await login(a, 'admin', ADMIN_PASSWORD);
    expect((await call(b, 'GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/sys/logout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/sys/user/current', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/sys/user/current', { token })).status).toBe(401);
  });

  it('a captcha fetched from A is checked on B, once', async () => {
    const checkKey = `mk${Date.now()}`;
    await call(a, 'GET', `/sys/randomImage/${checkKey}`);
    const text = await a.ctx.stores.cache.get<string>(`captcha:${checkKey}`);
    const body = { username: 'admin', password: ADMIN_PASSWORD, captcha: text, checkKey };
    expect((await call(b, 'POST', '/sys/login', { body })).status).toBe(200);
    expect((await call(a, 'POST', '/sys/login', { body })).status).toBe(412);
  });

  it('the lockout counts failures from both instances', async () => {
    await createUser(a, { username: 'locky', password: 'L0cky!pass' });
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const checkKey = `lk${Date.now()}${i}`;
      await call(server, 'GET', `/sys/randomImage/${checkKey}`);
      const text = await server.ctx.stores.cache.get<string>(`captcha:${checkKey}`);
      expect(
        (
          await call(server, 'POST', '/sys/login', {
            body: { username: 'locky', password: 'Wrong!pass1', captcha: text, checkKey },
          })
        ).status,
      ).toBe(400);
    }
    const checkKey = `lk${Date.now()}x`;
    await call(b, 'GET', `/sys/randomImage/${checkKey}`);
    const text = await b.ctx.stores.cache.get<string>(`captcha:${checkKey}`);
    expect(
      (
        await call(b, 'POST', '/sys/login', {
          body: { username: 'locky', password: 'Wrong!pass1', captcha: text, checkKey },
        })
      ).status,
    ).toBe(429);
  });

  it('a grant change announced on B reaches the permission cache of A', async () => {
    const token = await login(a, 'plain', 'Pla1n!pass');
    const path = '/sys/permission/getUserPermissionByToken';
    expect(
      (await call<PermissionResult>(a, 'GET', path, { token })).body.result.menu.map((n) => n.name),
    ).not.toContain('tools');
    expect((await call(a, 'GET', '/v3/api-docs', { token })).status).toBe(403);
    for (const id of ['tools', 'tools-api-docs']) {
      await b.ctx.db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: USER_ROLE_ID, permission_id: id })
        .execute();
    }
    await b.ctx.principals.invalidate();
    await new Promise((r) => setTimeout(r, 100));
    expect(
      (await call<PermissionResult>(a, 'GET', path, { token })).body.result.menu.map((n) => n.name),
    ).toContain('tools');
    expect((await call(a, 'GET', '/v3/api-docs', { token })).status).toBe(200);
  });
});
