import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { call, expectClean, login } from '../test/client';
import { USER_ROLE_ID } from '../db/seed-ids';
import { registerEnvelope } from './envelope';
import { registerAccessHook } from './access';
import { checkDeclaration, PUBLIC_ROUTES } from './public-routes';
import { refreshDictCache } from '../kit/dictionaries';

/** The public routes, on purpose and nothing else. */
const PUBLIC = [
  'GET /*',
  'GET /api/health',
  'GET /api/sys/loginConfig',
  'GET /api/sys/randomImage/:key',
  'POST /api/sys/login',
  'POST /api/sys/phoneLogin',
  'POST /api/sys/sms',
  'POST /api/sys/user/register',
  'POST /api/sys/user/phoneVerification',
  'POST /api/sys/user/passwordChange',
  'GET /api/sys/common/static/*',
  // gateways authenticate with their workstation's key, checked by the route itself
  'POST /api/weld/plc/ingest',
  'GET /api/weld/device/firmware/latest',
  'GET /api/weld/device/firmware/download',
  // the gateway checks each route's own right, or lets anyone through where the route says so (plugins/gateway)
  ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((method) => `${method} /api/gateway/*`),
];

describe.each(dialects)('route protection on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let plain: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    await createUser(server, {
      username: 'plain',
      password: 'Pla1n!pass',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    plain = await login(server, 'plain', 'Pla1n!pass');
  });
  afterAll(async () => server?.stop());

  it('every route declares public, signedIn or a permission; the public ones are exactly the list', () => {
    const routes = server.ctx.routes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter(
      (r) =>
        !(
          r.config.access === 'public' ||
          r.config.access === 'signedIn' ||
          typeof r.config.permission === 'string'
        ),
    );
    expect(undeclared).toEqual([]);
    const publicOnes = routes
      .filter((r) => r.config.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicOnes).toEqual([...PUBLIC].sort());
    expect(PUBLIC_ROUTES.map((r) => (r === 'GET /*' ? r : r.replace(' /', ' /api/'))).sort()).toEqual(
      [...PUBLIC].sort(),
    );
  });

  it('refuses at start a route that declares nothing or is public without being listed', () => {
    const url = '/api/sys/secret';
    expect(() => checkDeclaration({ method: 'GET', url, config: {} }, '/api')).toThrow(/declares no access/);
    expect(() => checkDeclaration({ method: 'GET', url, config: { access: 'public' } }, '/api')).toThrow(
      /not in PUBLIC_ROUTES/,
    );
    expect(() =>
      checkDeclaration({ method: 'GET', url, config: { permission: 'x:y' } }, '/api'),
    ).not.toThrow();
    expect(() =>
      checkDeclaration({ method: 'HEAD', url: '/api/health', config: { access: 'public' } }, '/api'),
    ).not.toThrow();
  });

  it('refuses a route that declares nothing (fail closed)', async () => {
    const bare = Fastify({ logger: false });
    registerEnvelope(bare);
    registerAccessHook(bare, server.ctx);
    bare.get('/undeclared', async () => ({ secret: true }));
    bare.get('/open', { config: { access: 'public' } }, async () => ({ open: true }));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
      const refused = await fetch(`${base}/undeclared`, { headers: { 'X-Access-Token': admin } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ success: false, code: 403 });
      expect((await fetch(`${base}/open`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('never opens a protected route through a suffix or a path trick', async () => {
    const tricks = [
      '/sys/permission/getUserPermissionByToken.js',
      '/sys/permission/getUserPermissionByToken;x',
      '/sys/permission/getUserPermissionByToken;.css',
      '/sys/permission/getUserPermissionByToken/',
      '/sys/permission/getUserPermissionByToken%2ejs',
      '/sys/permission/getUserPermissionByToken?x=.js',
      '/sys/permission/../permission/getUserPermissionByToken',
      '/sys/permission//getUserPermissionByToken',
      '/sys/loginConfig/../permission/getUserPermissionByToken',
      '/SYS/PERMISSION/getUserPermissionByToken',
    ];
    for (const path of tricks) {
      const response = await fetch(`${server.api}${path}`, { headers: { accept: 'application/json' } });
      expect([401, 404], path).toContain(response.status);
      const body = (await response.json()) as { success: boolean; result: unknown };
      expect(body.success, path).toBe(false);
      expect(body.result, path).toBeNull();
    }
  });

  it('never opens an admin-only route to a plain user through a suffix', async () => {
    for (const path of [
      '/v3/api-docs.js',
      '/v3/api-docs;x',
      '/v3/api-docs/',
      '/v3/api-docs%2ejson',
      '/v3//api-docs',
      '/V3/api-docs',
    ]) {
      const response = await fetch(`${server.api}${path}`, { headers: { 'X-Access-Token': plain } });
      expect([403, 404], path).toContain(response.status);
    }
  });

  it('checks the tenant-id header against the user tenants', async () => {
    const path = '/sys/user/current';
    expect((await call(server, 'GET', path, { token: plain, headers: { 'tenant-id': '0' } })).status).toBe(
      200,
    );
    expect((await call(server, 'GET', path, { token: plain, headers: { 'tenant-id': '1' } })).status).toBe(
      200,
    );
    const foreign = await call(server, 'GET', path, {
      token: plain,
      headers: { 'tenant-id': '2' },
      lang: 'en_US',
    });
    expect(foreign).toMatchObject({
      status: 403,
      body: { code: 403, message: 'Access denied: you do not belong to this tenant' },
    });
    expect((await call(server, 'GET', path, { token: plain, headers: { 'tenant-id': 'x' } })).status).toBe(
      403,
    );
  });

  it('answers 401, 403, 404 and 400 in the envelope, in the caller language, without internals', async () => {
    const cases = [
      {
        path: '/sys/user/current',
        token: 'not-a-token',
        status: 401,
        zh: '未授权，请重新登录',
        en: 'Not authorised, please sign in again',
      },
      { path: '/v3/api-docs', token: plain, status: 403, zh: '拒绝访问', en: 'Access denied' },
      {
        path: '/sys/no/such/call',
        token: admin,
        status: 404,
        zh: '很抱歉，资源未找到!',
        en: 'Sorry, the resource was not found!',
      },
      {
        path: '/sys/randomImage/bad%20key!',
        token: undefined,
        status: 400,
        zh: 'key 格式不正确',
        en: 'key has an invalid format',
      },
    ];
    for (const c of cases) {
      for (const [lang, message] of [
        ['zh_CN', c.zh],
        ['en_US', c.en],
      ]) {
        const response = await fetch(`${server.api}${c.path}`, {
          headers: { 'X-Lang': lang, ...(c.token ? { 'X-Access-Token': c.token } : {}) },
        });
        const text = await response.text();
        expect(response.status, c.path).toBe(c.status);
        expect(JSON.parse(text)).toMatchObject({ success: false, code: c.status, message, result: null });
        expect(typeof JSON.parse(text).timestamp).toBe('number');
        expect(expectClean(text), text).toBe(true);
      }
    }
    const badJson = await fetch(`${server.api}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Lang': 'en_US' },
      body: '{"username":',
    });
    expect(badJson.status).toBe(400);
    const text = await badJson.text();
    expect(JSON.parse(text).message).toBe('The request body is not valid JSON');
    expect(expectClean(text)).toBe(true);
    const wrongMethod = await fetch(`${server.api}/sys/login`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
  });

  it('answers an unforeseen fault with 500 and a plain message, the details only in the log', async () => {
    const fault = await startServer(dialect);
    try {
      const token = await login(fault, 'admin', ADMIN_PASSWORD);
      await fault.ctx.db.schema.dropTable('sys_dict_item').execute();
      await refreshDictCache(fault.ctx);
      for (const lang of ['zh_CN', 'en_US']) {
        const response = await fetch(`${fault.api}/sys/dict/queryAllDictItems`, {
          headers: { 'X-Access-Token': token, 'X-Lang': lang },
        });
        const text = await response.text();
        expect(response.status).toBe(500);
        expect(JSON.parse(text)).toMatchObject({ success: false, code: 500, result: null });
        expect(JSON.parse(text).message).toBe(
          lang === 'zh_CN'
            ? '系统内部错误，请联系管理员'
            : 'Internal error, please contact the administrator',
        );
        expect(text).not.toMatch(/sys_dict|select|from|table|stack/i);
      }
    } finally {
      await fault.stop();
    }
  });

  it('serves the OpenAPI document only with the system:api-docs right', async () => {
    const docs = await fetch(`${server.api}/v3/api-docs`, { headers: { 'X-Access-Token': admin } });
    expect(docs.status).toBe(200);
    const doc = (await docs.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/sys/login', '/api/sys/permission/getUserPermissionByToken']),
    );
    expect((await call(server, 'GET', '/v3/api-docs')).status).toBe(401);
  });

  it('reports health without a token', async () => {
    const { status, body } = await call(server, 'GET', '/health');
    expect(status).toBe(200);
    expect(body.result).toEqual({ status: 'UP', db: 'UP' });
  });
});
