import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createUser } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { startInstancePair } from '../../../test/instance-pair';
import type { InstancePair } from '../../../test/instance-pair';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { openSocket } from '../../../test/ws-client';

const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

describe.each(redisUrls)('live notices across two instances on Redis (%s)', (redisUrl) => {
  let pair: InstancePair;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    pair = await startInstancePair(redisUrl);
    ({ a, b } = pair);
  });
  afterAll(async () => pair?.stop());

  it('a publish on instance A reaches the socket its recipient holds on instance B, and no one else', async () => {
    const danId = await createUser(a, {
      username: 'dan',
      password: 'Us3r!pass',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    const eveId = await createUser(a, {
      username: 'eve',
      password: 'Us3r!pass',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    const dan = await openSocket(b.api, `/websocket/${danId}`, await login(b, 'dan', 'Us3r!pass'));
    const eve = await openSocket(a.api, `/websocket/${eveId}`, await login(a, 'eve', 'Us3r!pass'));
    const admin = await login(a, 'admin', ADMIN_PASSWORD);
    const added = await call<{ id: string }>(a, 'POST', '/sys/annountCement/add', {
      token: admin,
      body: { titile: '跨实例通知', msgCategory: '1', priority: 'M', msgType: 'USER', userIds: 'dan' },
    });
    expect(
      (await call(a, 'GET', `/sys/annountCement/doReleaseData?id=${added.body.result.id}`, { token: admin }))
        .status,
    ).toBe(200);
    expect(await dan.next()).toEqual({ cmd: 'user', msgId: added.body.result.id, msgTxt: '跨实例通知' });
    expect(b.ctx.notices.count()).toBe(1);
    await expect(eve.next(300)).rejects.toThrow(/no frame/);
    dan.ws.close();
    eve.ws.close();
  });
});
