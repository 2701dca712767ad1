import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../test/client';
import { rawRequest } from '../../test/raw-http';
import { ADMIN_PASSWORD, createUser, startServer, type TestServer } from '../../test/server';
import { USER_ROLE_ID } from '../../db/seed-ids';
import type { HttpServerFigures } from './http-server-stats';

/** The HTTP server's figures are about the Node process, not the database: one dialect is enough. */
describe('the HTTP server monitor', () => {
  let server: TestServer;
  let token: string;
  let port: number;
  const read = async () => {
    const answer = await call<HttpServerFigures>(server, 'GET', '/sys/monitor/httpserver', { token });
    expect(answer.status).toBe(200);
    return answer.body.result;
  };

  beforeAll(async () => {
    server = await startServer('sqlite');
    token = await login(server, 'admin', ADMIN_PASSWORD);
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server?.stop());

  it('counts the requests in flight and their open connections while clients are still sending', async () => {
    const before = await read();
    expect(before.requests.inFlight).toBe(1); // the reading itself
    // three clients announce a 100-byte body and send 10 bytes: their requests have arrived and are not answered
    const held = [1, 2, 3].map(() =>
      rawRequest({
        port,
        path: '/api/sys/login',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from('{"username'),
        contentLength: 100,
        then: 'hold',
        waitMs: 1500,
      }),
    );
    await expect.poll(async () => (await read()).requests.inFlight, { timeout: 1000, interval: 50 }).toBe(4);
    const during = await read();
    expect(during.connections.open).toBeGreaterThanOrEqual(before.connections.open + 3);
    expect(during.connections.accepted).toBeGreaterThanOrEqual(before.connections.accepted + 3);
    await Promise.all(held); // the clients give up and close their sockets
    await expect.poll(async () => (await read()).requests.inFlight, { timeout: 2000, interval: 50 }).toBe(1);
    expect((await read()).connections.open).toBeLessThan(during.connections.open);
  });

  it('counts a socket that stays open after its answer as keep-alive, until it closes', async () => {
    const before = (await read()).connections.keepAlive;
    const socket = net.connect(port, '127.0.0.1');
    const answered = new Promise<string>((resolve) =>
      socket.once('data', (d: Buffer) => resolve(d.toString('utf8'))),
    );
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    expect((await read()).connections.keepAlive).toBe(before + 1);
    socket.destroy();
    await expect
      .poll(async () => (await read()).connections.keepAlive, { timeout: 1000, interval: 50 })
      .toBe(before);
  });

  it('tallies requests per route pattern, with the rate and the mean, p95 and max times', async () => {
    const before = await read();
    await Promise.all(Array.from({ length: 20 }, () => call(server, 'GET', '/health')));
    await Promise.all(['a1', 'b2', 'c3'].map((key) => call(server, 'GET', `/sys/randomImage/${key}`)));
    await call(server, 'GET', '/no/such/route');
    const after = await read();
    const count = (figures: HttpServerFigures, ending: string) =>
      figures.routes.find((r) => r.method === 'GET' && r.route.endsWith(ending))?.count ?? 0;
    const health = after.routes.find((r) => r.method === 'GET' && r.route.endsWith('/health'))!;
    expect(count(after, '/health') - count(before, '/health')).toBe(20);
    expect(health.meanMs).toBeGreaterThan(0);
    expect(health.maxMs).toBeGreaterThanOrEqual(health.p95Ms);
    expect(health.maxMs).toBeGreaterThanOrEqual(health.meanMs);
    expect(health.errors).toBe(0);
    // three captcha keys are one route, not three rows; an unknown URL makes no row at all
    expect(count(after, '/sys/randomImage/:key') - count(before, '/sys/randomImage/:key')).toBe(3);
    expect(after.routes.some((r) => r.route.includes('no/such'))).toBe(false);
    expect(after.requests.answered - before.requests.answered).toBeGreaterThanOrEqual(25);
    expect(after.requests.perSecond).toBeGreaterThan(0);
    // busiest first
    expect(after.routes.map((r) => r.count)).toEqual(
      [...after.routes.map((r) => r.count)].sort((a, b) => b - a),
    );
  });

  it('answers only holders of its right', async () => {
    await createUser(server, { username: 'plainuser', password: 'Pl4in!user', roleIds: [USER_ROLE_ID] });
    const plain = await login(server, 'plainuser', 'Pl4in!user');
    expect((await call(server, 'GET', '/sys/monitor/httpserver', { token: plain })).status).toBe(403);
    expect((await call(server, 'GET', '/sys/monitor/httpserver')).status).toBe(401);
  });
});
