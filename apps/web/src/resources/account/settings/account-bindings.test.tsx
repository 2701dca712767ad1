import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { UserInfo } from '@weld/core';
import { renderUi } from '../../../test/render';
import { startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

const user: UserInfo = {
  id: '1',
  username: 'anna',
  realname: '安娜',
  avatar: null,
  orgCode: 'A01',
  email: 'anna@weld.example.com',
  phone: '13900000001',
  sex: 2,
  status: 1,
  mustChangePassword: false,
  relTenantIds: '1',
  loginTenantId: 1,
};

/** changePhone as the server answers it: only code 123456 binds. */
function changePhone(call: FakeCall) {
  if (call.body?.smscode !== '123456')
    return { result: null, status: 412, message: '短信验证码错误或已失效' };
  return { result: { userInfo: { ...user, phone: call.body.phone } }, message: '手机号已更换' };
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let AccountBindings: ComponentType<{ user: UserInfo; canEdit: boolean }>;

beforeAll(async () => {
  api = await startFakeApi({
    'POST /sys/user/phoneCode': () => ({ result: null, message: '短信验证码已发送，5分钟内有效' }),
    'PUT /sys/user/changePhone': changePhone,
    'GET /sys/user/current': () => ({ result: { userInfo: user, roles: [], departs: [] } }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  AccountBindings = (await import('./account-bindings')).AccountBindings;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const dialog = () => screen.findByRole('dialog', undefined, { timeout: 5000 });

describe('AccountBindings (账号绑定)', () => {
  it('shows the bound phone and e-mail, and nothing to change without the edit right', () => {
    renderUi(<AccountBindings user={user} canEdit={false} />);
    expect(screen.getByText('13900000001')).toBeTruthy();
    expect(screen.getByText('anna@weld.example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
  });

  it('sends the code to the new number and binds it only with the right code', async () => {
    renderUi(<AccountBindings user={user} canEdit />);
    fireEvent.click(screen.getAllByRole('button', { name: /修\s*改/ })[0]);
    const modal = await dialog();
    const phone = within(modal).getByLabelText('新手机号');
    fireEvent.change(phone, { target: { value: '2234' } });
    fireEvent.click(within(modal).getByRole('button', { name: '获取验证码' }));
    expect(await within(modal).findAllByText('请输入正确手机号')).not.toHaveLength(0);
    expect(api.calls.filter((c) => c.path === '/sys/user/phoneCode')).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '13900000009' } });
    fireEvent.click(within(modal).getByRole('button', { name: '获取验证码' }));
    await waitFor(
      () =>
        expect(api.calls.find((c) => c.path === '/sys/user/phoneCode')?.body).toEqual({
          mobile: '13900000009',
        }),
      { timeout: 5000 },
    );
    expect(await within(modal).findByText(/秒后重发/)).toBeTruthy();

    fireEvent.change(within(modal).getByPlaceholderText('短信验证码'), { target: { value: '000000' } });
    fireEvent.click(within(modal).getByRole('button', { name: /确\s*定/ }));
    expect(
      await within(modal).findByText('短信验证码错误或已失效', undefined, { timeout: 5000 }),
    ).toBeTruthy();

    fireEvent.change(within(modal).getByPlaceholderText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(within(modal).getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () =>
        expect(api.calls.filter((c) => c.path === '/sys/user/changePhone').at(-1)?.body).toEqual({
          phone: '13900000009',
          smscode: '123456',
        }),
      { timeout: 5000 },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  });
});
