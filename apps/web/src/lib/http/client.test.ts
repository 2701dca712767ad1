import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signParams, DEFAULT_SIGN_SECRET } from '@weld/core/sign/sign';
import { createHttpClient, fileNameOf, type HttpContext } from './client';
import { HttpError, type HttpFailure } from './failure';
import { createFailureHandler } from './feedback';

/** A real local server: each path answers one case of the error catalogue. */
function handler(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const json = (status: number, body: object, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(JSON.stringify(body));
  };
  const env = (code: number, message: string, result: unknown = null) => ({
    success: code === 200,
    code,
    message,
    result,
    timestamp: 0,
  });
  switch (url.pathname) {
    case '/api/echo':
    case '/api/sys/dict/getDictItems/sex':
      return json(200, env(200, 'ok', { headers: req.headers, query: Object.fromEntries(url.searchParams) }));
    case '/api/s403':
      return json(403, env(403, 'no right'));
    case '/api/s404':
      return json(404, env(404, 'unknown'));
    case '/api/s504':
      return json(504, env(504, 'gateway'));
    case '/api/s401':
      return json(401, env(401, 'bad token'));
    case '/api/s500expired':
      return json(500, env(500, 'Token失效，请重新登录!'));
    case '/api/s409':
      return json(409, env(409, '用户名已存在'));
    case '/api/slow':
      return undefined; // never answers
    case '/api/file':
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('hello');
    case '/api/blob403':
      return json(200, env(403, 'no right'));
    default:
      return json(500, env(500, 'unexpected'));
  }
}

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function client(over: Partial<HttpContext> = {}) {
  const failures: HttpFailure[] = [];
  const http = createHttpClient({
    baseUrl: base,
    timeoutMs: 2000,
    token: () => 'tok-1',
    tenantId: () => 0,
    lang: () => 'ru_RU',
    route: () => ({ name: 'low-app-orders', appId: 'A7' }),
    onFailure: (f) => failures.push(f),
    ...over,
  });
  return { http, failures };
}

describe('http client headers and parameters', () => {
  it('sends token, tenant 0, language, low-app id and _t in seconds on GET', async () => {
    const { http } = client();
    const res = await http.get<{ headers: Record<string, string>; query: Record<string, string> }>('/echo', {
      a: 1,
    });
    expect(res.result.headers['x-access-token']).toBe('tok-1');
    expect(res.result.headers['tenant-id']).toBe('0');
    expect(res.result.headers['x-lang']).toBe('ru_RU');
    expect(res.result.headers['x-low-app-id']).toBe('A7');
    expect(Number(res.result.query._t)).toBeCloseTo(Date.now() / 1000, -1);
    expect(res.result.query.a).toBe('1');
  });

  it('leaves _t off dictionary lookups and signs them', async () => {
    const { http } = client({ route: () => ({ name: 'dashboard-analysis' }) });
    const res = await http.get<{ headers: Record<string, string>; query: Record<string, string> }>(
      '/sys/dict/getDictItems/sex',
    );
    expect(res.result.query._t).toBeUndefined();
    expect(res.result.headers['x-sign']).toBe(signParams({ dictCode: 'sex' }, DEFAULT_SIGN_SECRET));
    expect(Number(res.result.headers['x-timestamp'])).toBeGreaterThan(0);
    expect(res.result.headers['x-low-app-id']).toBeUndefined();
  });
});

describe('a call index.html started early', () => {
  const early = globalThis as unknown as {
    __weldEarly?: { path: string; token: string; response: Promise<Response> }[];
  };
  afterEach(() => {
    delete early.__weldEarly;
  });

  it('answers the first call of its path and token, once; later calls go to the network', async () => {
    early.__weldEarly = [{ path: '/echo', token: 'tok-1', response: fetch(`${base}/echo?early=yes`) }];
    const { http } = client();
    const first = await http.get<{ query: Record<string, string> }>('/echo');
    expect(first.result.query.early).toBe('yes');
    const second = await http.get<{ query: Record<string, string> }>('/echo');
    expect(second.result.query.early).toBeUndefined();
  });

  it('is not taken under another session', async () => {
    early.__weldEarly = [{ path: '/echo', token: 'tok-old', response: fetch(`${base}/echo?early=yes`) }];
    const { http } = client();
    const res = await http.get<{ headers: Record<string, string>; query: Record<string, string> }>('/echo');
    expect(res.result.query.early).toBeUndefined();
    expect(res.result.headers['x-access-token']).toBe('tok-1');
  });

  it('fails like any call: a refusal is told, a hung answer times out', async () => {
    early.__weldEarly = [{ path: '/s401', token: 'tok-1', response: fetch(`${base}/s401`) }];
    const refused = client();
    await expect(refused.http.get('/s401')).rejects.toBeInstanceOf(HttpError);
    expect(refused.failures[0]?.kind).toBe('unauthorized');
    early.__weldEarly = [{ path: '/slow', token: 'tok-1', response: new Promise<Response>(() => undefined) }];
    const hung = client({ timeoutMs: 100 });
    await expect(hung.http.get('/slow')).rejects.toBeInstanceOf(HttpError);
    expect(hung.failures[0]).toMatchObject({ kind: 'timeout', status: 504 });
  });
});

describe('error catalogue', () => {
  it.each([
    ['/s403', 'forbidden'],
    ['/s404', 'notFound'],
    ['/s504', 'timeout'],
    ['/s401', 'unauthorized'],
    ['/s500expired', 'expired'],
    ['/s409', 'other'],
  ])('%s is %s', async (path, kind) => {
    const { http, failures } = client();
    await expect(http.get(path)).rejects.toBeInstanceOf(HttpError);
    expect(failures[0]?.kind).toBe(kind);
  });

  it('treats a timeout like a 504', async () => {
    const { http, failures } = client({ timeoutMs: 100 });
    await expect(http.get('/slow')).rejects.toBeInstanceOf(HttpError);
    expect(failures[0]).toMatchObject({ kind: 'timeout', status: 504 });
  });

  it('only reads token expiry as such when a token was sent', async () => {
    const { http, failures } = client({ token: () => null });
    await expect(http.get('/s500expired')).rejects.toBeInstanceOf(HttpError);
    expect(failures[0]?.kind).toBe('other');
  });

  it('decodes blob answers: a file passes, a JSON refusal fails like any call', async () => {
    const { http, failures } = client();
    expect(await (await http.blob('/file')).text()).toBe('hello');
    await expect(http.blob('/blob403')).rejects.toBeInstanceOf(HttpError);
    expect(failures[0]?.kind).toBe('forbidden');
  });

  it('keeps silent calls silent', async () => {
    const { http, failures } = client();
    await expect(http.post('/s409', {}, { silent: true })).rejects.toThrow('用户名已存在');
    expect(failures).toEqual([]);
  });

  it('lets a silent call that meets a 401 with a token end the session all the same', async () => {
    const { http, failures } = client();
    await expect(http.get('/s401', undefined, { silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(failures.map((f) => f.kind)).toEqual(['unauthorized']);
    const signedOut = client({ token: () => null });
    await expect(signedOut.http.get('/s401', undefined, { silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(signedOut.failures).toEqual([]);
  });
});

describe('failure feedback', () => {
  const setup = (messenger = false) => {
    const log: string[] = [];
    let signingOut = false;
    const handle = createFailureHandler({
      t: (k) => k,
      notify: (title, text) => log.push(`${title}|${text}`),
      expired: (onRelogin) => {
        log.push('modal');
        onRelogin();
      },
      logout: async () => {
        log.push('logout');
      },
      beginSignOut: () => !signingOut && (signingOut = true),
      sessionEnding: () => signingOut,
      reload: () => log.push('reload'),
      schedule: (fn, ms) => {
        log.push(`wait ${ms}`);
        fn();
      },
      inMessenger: () => messenger,
      loading: (text) => log.push(`loading ${text}`),
    });
    return { log, handle };
  };
  const f = (kind: HttpFailure['kind'], hadToken = true, message = ''): HttpFailure => ({
    kind,
    status: 0,
    message,
    hadToken,
  });

  it('shows the catalogue texts under 系统提示', () => {
    const { log, handle } = setup();
    handle(f('forbidden'));
    handle(f('notFound'));
    handle(f('timeout'));
    handle(f('other', true, '用户名已存在'));
    expect(log).toEqual([
      'web.http.systemTip|web.http.forbidden',
      'web.http.systemTip|web.http.notFound',
      'web.http.systemTip|web.http.timeout',
      'web.http.systemTip|用户名已存在',
    ]);
  });

  it('logs out and reloads 1.5 s after a 401 with a token, and only then; the first of many 401s alone tells the user', async () => {
    const { log, handle } = setup();
    handle(f('unauthorized', false));
    handle(f('unauthorized', true));
    handle(f('unauthorized', true));
    handle(f('unauthorized', false));
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual([
      'web.http.systemTip|web.http.unauthorized',
      'web.http.systemTip|web.http.unauthorized',
      'logout',
      'wait 1500',
      'reload',
    ]);
  });

  it('opens the expired modal once; its button logs out and reloads', async () => {
    const { log, handle } = setup();
    handle(f('expired'));
    handle(f('expired'));
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['modal', 'logout', 'reload']);
  });

  it('shows 登录已过期，正在重新登陆 instead of the modal in enterprise messengers', async () => {
    const { log, handle } = setup(true);
    handle(f('expired'));
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['loading web.http.expiredMessenger', 'logout', 'reload']);
  });
});

describe('download file names', () => {
  it('prefers the UTF-8 name of Content-Disposition and falls back to the plain one', () => {
    expect(
      fileNameOf(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('职务管理.xlsx')}`),
    ).toBe('职务管理.xlsx');
    expect(fileNameOf('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameOf('attachment; filename="a.xlsx"; filename*=UTF-8\'\'%E0%A4')).toBe('a.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
