import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@weld/core';
import { session, SESSION_KEYS } from '../session';

/** A real server whose logout fails, so the client must finish the logout on its own. */
let server: Server;
const seen: { path?: string; token?: string }[] = [];
let logout: () => Promise<Error | null>;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url, token: req.headers['x-access-token'] as string | undefined });
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, code: 500, message: 'store down', result: null, timestamp: 0 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  logout = (await import('./index')).logout;
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const login: LoginResult = {
  token: 'tok-9',
  userInfo: {
    id: '1',
    username: 'admin',
    realname: 'A',
    avatar: null,
    orgCode: 'A01',
    email: null,
    phone: null,
    sex: null,
    status: 1,
    mustChangePassword: false,
    relTenantIds: '1',
    loginTenantId: 1,
  },
  departs: [{ id: 'd', orgCode: 'A01', departName: 'D', parentId: null }],
  multi_depart: 1,
  tenantList: [{ id: 1, name: 'T' }],
  sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
};

describe('session and logout', () => {
  it('keeps the login for 7 days', () => {
    session.saveLogin(login);
    const raw = JSON.parse(localStorage.getItem(`weld.${SESSION_KEYS.token}`) ?? '{}') as { expire: number };
    expect(raw.expire - Date.now()).toBeGreaterThan(604_800_000 - 5_000);
    expect(session.dict().sex?.[0]?.text).toBe('男');
    expect(session.tenantId()).toBe(1);
  });

  it('posts /sys/logout with the token and clears everything even when the server fails', async () => {
    session.saveLogin(login);
    session.savePermissions({ auth: [{ action: 'x', type: '1', describe: '' }], allAuth: [] });
    const failure = await logout();
    expect(failure).toBeInstanceOf(Error);
    expect(seen.at(-1)).toEqual({ path: '/api/sys/logout', token: 'tok-9' });
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(`weld.${key}`)).toBeNull();
    expect(session.token()).toBeNull();
  });
});
