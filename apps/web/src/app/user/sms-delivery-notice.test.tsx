import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginResult } from '@weld/core';
import { renderUi } from '../../test/render';
import { envelope, startFakeHttp } from '../../test/fake-http';
import type { RegisterPage as RegisterPageType } from './register-page';
import type { AlterationPage as AlterationPageType } from './alteration-page';
import type { PhoneLoginForm as PhoneLoginFormType } from './phone-login-form';

/** A server that answers whether SMS codes reach phones, and accepts registrations. */
const state = { smsDelivered: false };
let api: Awaited<ReturnType<typeof startFakeHttp>>;
let RegisterPage: typeof RegisterPageType;
let AlterationPage: typeof AlterationPageType;
let PhoneLoginForm: typeof PhoneLoginFormType;

beforeAll(async () => {
  api = await startFakeHttp((r) => {
    if (r.path === '/sys/loginConfig') return envelope({ captcha: false, smsDelivered: state.smsDelivered });
    if (r.path === '/sys/user/register') return envelope(null, { message: '注册成功' });
    return envelope(null, { status: 404 });
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  ({ RegisterPage } = await import('./register-page'));
  ({ AlterationPage } = await import('./alteration-page'));
  ({ PhoneLoginForm } = await import('./phone-login-form'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.requests.length = 0;
});

const NOTICE = '验证码不会发送到手机，请联系管理员获取（验证码记录在服务器日志中）';
const noop = () => undefined;
const screens = () => [
  ['registration', () => renderUi(<RegisterPage />)],
  ['password recovery', () => renderUi(<AlterationPage />)],
  ['phone login', () => renderUi(<PhoneLoginForm onSuccess={noop as (r: LoginResult) => void} onError={noop} />)],
] as const;

describe('the SMS delivery notice', () => {
  it('tells registration, password recovery and phone login that codes are not sent when no SMS provider is configured', async () => {
    state.smsDelivered = false;
    for (const [, render] of screens()) {
      const view = render();
      expect(await screen.findByText('未配置短信服务')).toBeTruthy();
      expect(screen.getByText(NOTICE)).toBeTruthy();
      view.unmount();
    }
  });

  it('stays away when codes reach phones', async () => {
    state.smsDelivered = true;
    for (const [, render] of screens()) {
      api.requests.length = 0;
      const view = render();
      await waitFor(() => expect(api.requests.some((r) => r.path === '/sys/loginConfig')).toBe(true));
      // let the answer arrive and render
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByText('未配置短信服务')).toBeNull();
      view.unmount();
    }
  });
});

describe('registration with an e-mail', () => {
  const fill = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

  it('sends the e-mail with the account, and leaves it out when empty', async () => {
    state.smsDelivered = true;
    for (const email of ['weld.user@example.com', '']) {
      api.requests.length = 0;
      const view = renderUi(<RegisterPage />);
      fill('用户名', 'weld_user');
      fill('邮箱（选填）', email);
      fill('至少8位密码，区分大小写', 'Weld@2026!');
      fill('确认密码', 'Weld@2026!');
      fill('手机号', '13812345678');
      fill('短信验证码', '123456');
      fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
      await waitFor(() => expect(api.requests.some((r) => r.path === '/sys/user/register')).toBe(true));
      const sent = api.requests.find((r) => r.path === '/sys/user/register')?.body;
      expect(sent).toEqual({ username: 'weld_user', password: 'Weld@2026!', phone: '13812345678', smscode: '123456', ...(email ? { email } : {}) });
      view.unmount();
    }
  });
});
