import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType } from 'react';
import { initTestI18n } from '../../lib/i18n/test-i18n';
import { session } from '../../lib/session';

initTestI18n();

/** A real server: the user belongs to two tenants, so the login must ask which one. */
let server: Server;
let LoginPage: ComponentType;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (result: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, code: 200, message: 'ok', result, timestamp: 0 }));
    };
    if ((req.url ?? '').startsWith('/api/sys/loginConfig')) return send({ captcha: false });
    req.resume();
    req.on('end', () =>
      send({
        token: 'tok-2',
        departs: [],
        multi_depart: 0,
        sysAllDictItems: {},
        userInfo: { id: '1', username: 'ops', realname: 'Ops', mustChangePassword: false },
        tenantList: [
          { id: 1, name: '总公司' },
          { id: 2, name: '分公司' },
        ],
      }),
    );
    return undefined;
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  LoginPage = (await import('./login-page')).LoginPage;
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('login page', () => {
  it('lets a user of several tenants choose one, then goes to the redirect query', async () => {
    const router = createMemoryRouter(
      [
        { path: '/user/login', element: <LoginPage /> },
        { path: '/account/center', element: <div>arrived</div> },
      ],
      { initialEntries: ['/user/login?redirect=%2Faccount%2Fcenter'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText('请输入账号'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('请输入密码'), { target: { value: 'Ops@12345' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请选择登录租户', {}, { timeout: 5000 })).toBeTruthy();
    expect(session.token()).toBe('tok-2');
    fireEvent.click(screen.getByText('分公司'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(session.tenantId()).toBe(2);
  });

  it('switches between the account and phone modes', async () => {
    const router = createMemoryRouter([{ path: '*', element: <LoginPage /> }]);
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '手机号登录' }).getAttribute('aria-selected')).toBe('true'),
    );
  });
});
