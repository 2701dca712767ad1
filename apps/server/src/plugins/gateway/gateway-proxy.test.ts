import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceEntry } from '@weld/core';
import { parseHostRules } from '../../lib/host-allow-list';
import { ADMIN_PASSWORD, startServer } from '../../test/server';
import type { TestServer } from '../../test/server';
import { call, login } from '../../test/client';
import { userWith } from '../../test/weld-fixture';
import { startUpstream } from '../../test/echo-upstream';
import type { Seen, Upstream } from '../../test/echo-upstream';

type Rec = Record<string, unknown> & { id: string };

describe('the gateway proxies its routes to their upstreams', () => {
  let server: TestServer;
  let upstream: Upstream;
  let admin: string;
  const base = () => `http://127.0.0.1:${upstream.port}`;
  const addRoute = async (route: Record<string, unknown>) => {
    const answer = await call<Rec>(server, 'POST', '/sys/gatewayRoute/add', {
      token: admin,
      body: { name: String(route.routerId), status: '1', uri: base(), ...route },
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.result;
  };
  const editRoute = (body: Record<string, unknown>) =>
    call<Rec>(server, 'PUT', '/sys/gatewayRoute/edit', { token: admin, body });
  const path = (routes: string[]) =>
    JSON.stringify([{ name: 'Path', args: Object.fromEntries(routes.map((r, i) => [`_genkey_${i}`, r])) }]);
  const through = (p: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${server.api}/gateway${p}`, {
      ...init,
      headers: {
        ...(init.token ? { 'X-Access-Token': init.token } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  const statusOfRaw = (rawPath: string, token: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(server.base);
      http
        .get(
          { host: url.hostname, port: url.port, path: rawPath, headers: { 'X-Access-Token': token } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        )
        .on('error', reject);
    });
  const seenOf = async (response: Response) => (await response.json()) as Seen;

  beforeAll(async () => {
    upstream = await startUpstream();
    server = await startServer('sqlite', { dataSourceAllowedHosts: parseHostRules('127.0.0.1') });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await addRoute({ routerId: 'echo', predicates: path(['/echo/**']) });
    await addRoute({
      routerId: 'reader',
      predicates: JSON.stringify([
        { name: 'Path', args: { _genkey_0: '/reader/**' } },
        { name: 'Method', args: { _genkey_0: 'GET' } },
      ]),
    });
    await addRoute({
      routerId: 'strip',
      uri: `${base()}/base/`,
      stripPrefix: '1',
      predicates: path(['/strip/**']),
    });
    await addRoute({
      routerId: 'segments',
      predicates: path(['/seg/v1/**']),
      filters: JSON.stringify([{ name: 'StripPrefix', args: { _genkey_0: '2' } }]),
    });
    await addRoute({
      routerId: 'headers',
      predicates: path(['/headers/**']),
      filters: JSON.stringify([
        { name: 'AddRequestHeader', args: { _genkey_0: 'X-Gateway', _genkey_1: 'weld' } },
        { name: 'RemoveRequestHeader', args: { _genkey_0: 'X-Secret' } },
      ]),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  it('sends a path its Path predicate matches to the upstream, with query, status and headers, hop-by-hop ones dropped', async () => {
    const response = await through('/echo/a/b?x=1&y=%E7%84%8A', { token: admin });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('echo');
    expect(response.headers.get('x-private')).toBeNull();
    const seen = await seenOf(response);
    expect(seen).toMatchObject({ method: 'GET', url: '/echo/a/b?x=1&y=%E7%84%8A' });
    // the upstream is told who asked, and never sees the product's session token
    expect(seen.headers).toMatchObject({
      host: `127.0.0.1:${upstream.port}`,
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
    });
    expect(seen.headers['x-access-token']).toBeUndefined();
    expect((await through('/nothing/here', { token: admin })).status).toBe(404);
    // dot segments would climb out of the route's prefix upstream (fetch would resolve them: send them as written)
    for (const climb of ['/echo/../strip/x', '/echo/%2E%2e/strip/x'])
      expect(await statusOfRaw(`/api/gateway${climb}`, admin), climb).toBe(400);
  });

  it('answers only the methods of the Method predicate', async () => {
    expect((await through('/reader/x', { token: admin })).status).toBe(201);
    const posted = await through('/reader/x', { token: admin, method: 'POST', body: 'hello' });
    expect(posted.status).toBe(404);
    expect(((await posted.json()) as { success: boolean }).success).toBe(false);
  });

  it('strips the matched prefix (忽略前缀) or leading segments (StripPrefix) before the upstream URI path', async () => {
    expect((await seenOf(await through('/strip/doc/1?v=2', { token: admin }))).url).toBe('/base/doc/1?v=2');
    expect((await seenOf(await through('/strip', { token: admin }))).url).toBe('/base/');
    expect((await seenOf(await through('/seg/v1/items/7', { token: admin }))).url).toBe('/items/7');
  });

  it('adds and removes request headers as the route says', async () => {
    const seen = await seenOf(
      await through('/headers/x', {
        token: admin,
        headers: { 'X-Secret': 'top', 'X-Kept': 'yes', 'X-Gateway': 'caller' },
      }),
    );
    expect(seen.headers).toMatchObject({ 'x-gateway': 'weld', 'x-kept': 'yes' });
    expect(seen.headers['x-secret']).toBeUndefined();
  });

  it('streams large bodies both ways, beyond the API body limit', async () => {
    const body = Buffer.alloc(24 * 1024 * 1024, 1);
    const posted = await through('/echo/upload', {
      token: admin,
      method: 'POST',
      body,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(posted.status).toBe(201);
    expect((await seenOf(posted)).bytes).toBe(body.length);
    const json = await through('/echo/json', {
      token: admin,
      method: 'PUT',
      body: JSON.stringify({ a: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await seenOf(json)).toMatchObject({ method: 'PUT', bytes: 7 });
    await addRoute({ routerId: 'big', predicates: path(['/big']) });
    const big = await through('/big?mb=24', { token: admin });
    expect(big.status).toBe(200);
    expect(big.headers.get('content-length')).toBe(String(24 * 1024 * 1024));
    expect((await big.arrayBuffer()).byteLength).toBe(24 * 1024 * 1024);
  });

  it('answers 404 for a disabled route and serves it again once enabled', async () => {
    const route = await addRoute({ routerId: 'toggled', predicates: path(['/toggled/**']) });
    expect((await through('/toggled/a', { token: admin })).status).toBe(201);
    expect((await editRoute({ ...route, status: '0' })).status).toBe(200);
    expect((await through('/toggled/a', { token: admin })).status).toBe(404);
    expect((await editRoute({ ...route, status: '1' })).status).toBe(200);
    expect((await through('/toggled/a', { token: admin })).status).toBe(201);
    expect(
      (await call(server, 'DELETE', `/sys/gatewayRoute/delete?id=${route.id}`, { token: admin })).status,
    ).toBe(200);
    expect((await through('/toggled/a', { token: admin })).status).toBe(404);
  });

  it('lets through only callers holding the route’s right, and anyone only where the route says so', async () => {
    await addRoute({ routerId: 'guarded', predicates: path(['/guarded/**']), perms: 'gateway:guarded' });
    await addRoute({ routerId: 'adminonly', predicates: path(['/adminonly/**']) });
    await addRoute({ routerId: 'open', predicates: path(['/open/**']), anonymous: '1' });
    const right = await call(server, 'POST', '/sys/permission/add', {
      token: admin,
      body: {
        parentId: 'isystem-gateway',
        name: '调用 guarded',
        menuType: 2,
        perms: 'gateway:guarded',
        permsType: '1',
        status: '1',
        sortNo: 9,
      },
    });
    expect(right.status, right.body.message).toBe(200);
    const holder = await userWith(server, 'gwholder', ['gateway:guarded']);
    const other = await userWith(server, 'gwother', ['system:gateway:list']);

    expect((await through('/guarded/x')).status).toBe(401);
    expect((await through('/guarded/x', { token: 'not-a-token' })).status).toBe(401);
    const refused = await through('/guarded/x', { token: other.token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 403 });
    expect((await through('/guarded/x', { token: holder.token })).status).toBe(201);
    // no right named: administrators only
    expect((await through('/adminonly/x', { token: holder.token })).status).toBe(403);
    expect((await through('/adminonly/x', { token: admin })).status).toBe(201);
    expect((await through('/open/x')).status).toBe(201);
  });

  it('refuses on save an upstream host outside the allow-list, and checks it again on each request', async () => {
    for (const uri of ['http://10.1.2.3:8080/', 'http://169.254.169.254/latest', 'http://127.0.0.2:9000/']) {
      const answer = await call<{ errors: Record<string, string> }>(server, 'POST', '/sys/gatewayRoute/add', {
        token: admin,
        body: { routerId: 'outside', name: 'x', status: '1', uri },
      });
      expect(answer.status, uri).toBe(400);
      expect(Object.keys(answer.body.result.errors)).toEqual(['uri']);
    }
    expect(
      (
        await call(server, 'POST', '/sys/gatewayRoute/add', {
          token: admin,
          body: { routerId: 'lb', name: 'x', status: '1', uri: 'lb://weld-manual' },
        })
      ).status,
    ).toBe(400);
    // allowed when saved, the allow-list narrowed since (a restart with another DATA_SOURCE_ALLOWED_HOSTS)
    await addRoute({ routerId: 'narrowed', predicates: path(['/narrowed/**']) });
    const rules = server.ctx.config.dataSourceAllowedHosts;
    server.ctx.config.dataSourceAllowedHosts = parseHostRules('10.0.0.0/8');
    try {
      const refused = await through('/narrowed/x', { token: admin, headers: { 'X-Lang': 'en_US' } });
      expect(refused.status).toBe(502);
      // the caller learns nothing of the internal host
      expect(await refused.json()).toMatchObject({
        success: false,
        code: 502,
        message: "The route's upstream host is not among the allowed hosts; please contact the administrator",
      });
    } finally {
      server.ctx.config.dataSourceAllowedHosts = rules;
    }
    expect(upstream.seen.some((s) => s.url.startsWith('/narrowed'))).toBe(false);
  });

  it('answers 502 when the upstream is down and 504 when it does not answer in the route’s timeout', async () => {
    const closed = await startUpstream();
    await closed.stop();
    await addRoute({
      routerId: 'down',
      uri: `http://127.0.0.1:${closed.port}`,
      predicates: path(['/down/**']),
    });
    const down = await through('/down/x', { token: admin, headers: { 'X-Lang': 'en_US' } });
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({
      success: false,
      code: 502,
      message: 'The gateway got no answer from the upstream service',
    });
    // 是否重试: a bodiless GET goes once more after a dropped connection; without the flag, or with a body, it does not
    await addRoute({ routerId: 'flaky', predicates: path(['/flaky/**']), retryable: '1' });
    expect((await through('/flaky/a', { token: admin })).status).toBe(201);
    expect((await through('/flaky/b', { token: admin, method: 'POST', body: 'x' })).status).toBe(502);
    expect((await through('/flaky/c', { token: admin, method: 'POST', body: 'x' })).status).toBe(201);
    await addRoute({ routerId: 'flakyonce', predicates: path(['/flaky/once']) });
    expect((await through('/flaky/once', { token: admin })).status).toBe(502);
    await addRoute({ routerId: 'slow', predicates: path(['/slow']), timeoutSeconds: 1 });
    const started = Date.now();
    const slow = await through('/slow', { token: admin });
    expect(slow.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await slow.json()).toMatchObject({ success: false, code: 504 });
  });

  it('shows its requests in the monitor’s HTTP trace', async () => {
    await through('/echo/traced?q=1', { token: admin });
    const trace = await call<TraceEntry[]>(server, 'GET', '/sys/monitor/httptrace', { token: admin });
    expect(trace.body.result).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/gateway/echo/traced', status: 201 }),
    );
  });
});
