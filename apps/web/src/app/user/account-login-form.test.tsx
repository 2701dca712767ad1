import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { LoginResult } from '@weld/core';
import { initTestI18n } from '../../lib/i18n/test-i18n';

initTestI18n();

/** A real server with the captcha switched on; the captcha "ABCD" is right for the last key issued. */
let server: Server;
const imageKeys: string[] = [];
const logins: Record<string, string>[] = [];
let Form: ComponentType<{ onSuccess: (r: LoginResult) => void; onError: (t: string) => void }>;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, message: string, result: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: status === 200, code: status, message, result, timestamp: 0 }));
    };
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/api/sys/loginConfig') return send(200, 'ok', { captcha: true });
    if (path.startsWith('/api/sys/randomImage/')) {
      imageKeys.push(path.slice('/api/sys/randomImage/'.length));
      return send(200, 'ok', `data:image/svg+xml;utf8,<svg data-n="${imageKeys.length}"/>`);
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      logins.push(body);
      if (body.captcha !== 'ABCD' || body.checkKey !== imageKeys.at(-1)) send(412, '验证码错误', null);
      else
        send(200, '登录成功', {
          token: 't',
          userInfo: { username: body.username },
          departs: [],
          multi_depart: 0,
          tenantList: [],
          sysAllDictItems: {},
        });
    });
    return undefined;
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  Form = (await import('./account-login-form')).AccountLoginForm;
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('account login', () => {
  it('shows the captcha when the server asks for it, refreshes it on click, and sends it with its key', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    render(<Form onSuccess={onSuccess} onError={onError} />);
    const image = await screen.findByAltText('验证码');
    expect(image.getAttribute('src')).toContain('data-n="1"');
    fireEvent.click(image);
    await waitFor(() => expect(screen.getByAltText('验证码').getAttribute('src')).toContain('data-n="2"'));
    expect(imageKeys[1]).not.toBe(imageKeys[0]);

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码!')).toBeTruthy();
    expect(screen.getByText('请输入验证码!')).toBeTruthy();

    fill('请输入账号', 'admin');
    fill('请输入密码', 'Weld@2026!');
    fill('验证码', 'WRNG');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('验证码错误'));
    await waitFor(() => expect(imageKeys).toHaveLength(3));

    fill('验证码', 'ABCD');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(logins.at(-1)).toMatchObject({
      username: 'admin',
      password: 'Weld@2026!',
      captcha: 'ABCD',
      checkKey: imageKeys[2],
    });
  });
});
