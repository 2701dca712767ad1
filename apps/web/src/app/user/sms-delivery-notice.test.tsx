import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginResult } from '@weld/core';
import { web as zhWeb } from '@weld/core/locales/zh_CN/web';
import { web as enWeb } from '@weld/core/locales/en_US/web';
import { web as ruWeb } from '@weld/core/locales/ru_RU/web';
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

/** form validation and the first antd render take seconds on a busy test machine */
const SLOW = { timeout: 8000 };
const NOTICE = '验证码不会发送到手机，请联系管理员获取（验证码记录在服务器日志中）';
const noop = () => undefined;
const SCREENS = [
  ['registration', () => renderUi(<RegisterPage />)],
  ['password recovery', () => renderUi(<AlterationPage />)],
  [
    'phone login',
    () => renderUi(<PhoneLoginForm onSuccess={noop as (r: LoginResult) => void} onError={noop} />),
  ],
] as const;

describe('the SMS delivery notice', () => {
  it.each(SCREENS)(
    'tells %s that codes are not sent when no SMS provider is configured',
    async (_, render) => {
      state.smsDelivered = false;
      render();
      expect(await screen.findByText('未配置短信服务', {}, SLOW)).toBeTruthy();
      expect(screen.getByText(NOTICE)).toBeTruthy();
    },
  );

  it.each(SCREENS)('stays away from %s when codes reach phones', async (_, render) => {
    state.smsDelivered = true;
    render();
    await waitFor(() => expect(api.requests.some((r) => r.path === '/sys/loginConfig')).toBe(true), SLOW);
    // let the answer arrive and render
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('未配置短信服务')).toBeNull();
  });
});

describe("the login screens' texts", () => {
  it('are in the web part every locale loads before sign-in, not in the parts that come after it', () => {
    for (const web of [zhWeb, enWeb, ruWeb]) {
      expect(web.sms.notDeliveredTitle && web.sms.notDelivered).toBeTruthy();
      expect(web.register.email && web.register.mobileInvalid && web.register.emailInvalid).toBeTruthy();
    }
  });
});

describe('registration with an e-mail', () => {
  const fill = (placeholder: string, value: string) =>
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

  it.each(['weld.user@example.com', ''])(
    'sends the e-mail "%s" with the account, none when empty',
    async (email) => {
      state.smsDelivered = true;
      renderUi(<RegisterPage />);
      fill('用户名', 'weld_user');
      fill('邮箱（选填）', email);
      fill('至少8位密码，区分大小写', 'Weld@2026!');
      fill('确认密码', 'Weld@2026!');
      fill('手机号', '13812345678');
      fill('短信验证码', '123456');
      fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
      await waitFor(() => expect(api.requests.some((r) => r.path === '/sys/user/register')).toBe(true), SLOW);
      const sent = api.requests.find((r) => r.path === '/sys/user/register')?.body;
      expect(sent).toEqual({
        username: 'weld_user',
        password: 'Weld@2026!',
        phone: '13812345678',
        smscode: '123456',
        ...(email ? { email } : {}),
      });
    },
  );
});
