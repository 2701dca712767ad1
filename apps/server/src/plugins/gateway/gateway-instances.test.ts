import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostRules } from '../../lib/host-allow-list';
import { startInstancePair } from '../../test/instance-pair';
import type { InstancePair } from '../../test/instance-pair';
import { ADMIN_PASSWORD } from '../../test/server';
import type { TestServer } from '../../test/server';
import { call, login } from '../../test/client';
import { startUpstream } from '../../test/echo-upstream';
import type { Upstream } from '../../test/echo-upstream';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

/** Eventually: a change published on one instance arrives at the other within a second. */
async function statusWithin(check: () => Promise<number>, expected: number): Promise<number> {
  let status = await check();
  for (let i = 0; i < 20 && status !== expected; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = await check();
  }
  return status;
}

// needs a Redis server (TEST_REDIS_URL): skipped, not failed, without one
describe.runIf(redisUrl !== '')('gateway routes on two instances sharing Redis', () => {
  let pair: InstancePair;
  let a: TestServer;
  let b: TestServer;
  let upstream: Upstream;
  let token: string;
  const through = (server: TestServer) => async () =>
    (await fetch(`${server.api}/gateway/live/x`, { headers: { 'X-Access-Token': token } })).status;

  beforeAll(async () => {
    upstream = await startUpstream();
    pair = await startInstancePair(redisUrl, { dataSourceAllowedHosts: parseHostRules('127.0.0.1') });
    ({ a, b } = pair);
    token = await login(a, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await pair?.stop();
    await upstream?.stop();
  });

  it('a route added, disabled and enabled on A is served, refused and served again by B', async () => {
    const predicates = JSON.stringify([{ name: 'Path', args: { _genkey_0: '/live/**' } }]);
    expect(await through(b)()).toBe(404);
    const added = await call<Record<string, unknown>>(a, 'POST', '/sys/gatewayRoute/add', {
      token,
      body: {
        routerId: 'live',
        name: 'live',
        status: '1',
        uri: `http://127.0.0.1:${upstream.port}`,
        predicates,
      },
    });
    expect(added.status, added.body.message).toBe(200);
    expect(await statusWithin(through(b), 201)).toBe(201);
    expect(
      (await call(a, 'PUT', '/sys/gatewayRoute/edit', { token, body: { ...added.body.result, status: '0' } }))
        .status,
    ).toBe(200);
    expect(await through(a)()).toBe(404);
    expect(await statusWithin(through(b), 404)).toBe(404);
    expect(
      (await call(b, 'PUT', '/sys/gatewayRoute/edit', { token, body: { ...added.body.result, status: '1' } }))
        .status,
    ).toBe(200);
    expect(await through(b)()).toBe(201);
    expect(await statusWithin(through(a), 201)).toBe(201);
  });
});
