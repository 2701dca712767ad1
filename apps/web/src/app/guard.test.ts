import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as GuardModule from './guard';
import { session } from '../lib/session';
import { httpUi } from '../lib/http/ui-bridge';
import type * as MenuModule from '../lib/menu-store';
import { initTestI18n } from '../lib/i18n/test-i18n';

initTestI18n();

/** A real server whose permission answer has an empty menu. */
let server: Server;
let guard: typeof GuardModule;
let menus: typeof MenuModule;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'x-access-token, tenant-id, x-lang, content-type',
      'access-control-allow-methods': 'GET, POST',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    seen.push(req.url ?? '');
    res.writeHead(200, { ...cors, 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        success: true,
        code: 200,
        message: '',
        result: { menu: [], auth: [], allAuth: [] },
        timestamp: 0,
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  // the API base is read when the client loads
  guard = await import('./guard');
  menus = await import('../lib/menu-store');
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  server.close();
});

describe('route guard with an empty permission list', () => {
  it('rejects it with the spec text, signs out and sends the user to login with the asked path', async () => {
    const told: string[] = [];
    httpUi.notify = (title, text) => told.push(`${title}|${text}`);
    session.saveToken('tok-1');
    const thrown = await guard
      .guardLoader({
        request: new Request('http://localhost/isystem/position?x=1'),
        params: {},
        context: undefined,
      } as never)
      .catch((r: unknown) => r);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/user/login?redirect=%2Fisystem%2Fposition%3Fx%3D1',
    );
    expect(told).toEqual(['系统提示|getPermissionList: permissions must be a non-null array !']);
    expect(session.token()).toBeNull();
    expect(menus.menuStore.loaded()).toBe(false);
    expect(seen.some((u) => u.startsWith('/api/sys/logout'))).toBe(true);
  });
});
