import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { UserInfo } from '@weld/core';
import { renderUi } from '../../../test/render';
import { startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

const base: UserInfo = {
  id: '1',
  username: 'anna',
  realname: '安娜',
  avatar: null,
  orgCode: 'A01',
  email: null,
  phone: null,
  sex: null,
  status: 1,
  mustChangePassword: false,
  relTenantIds: '1',
  loginTenantId: 1,
};

let saved = { bellNotice: true, bellSystem: true, emailCopy: false };
/** PUT as the server answers it: e-mail copies need a bound address (this user has none on the server). */
function save(call: FakeCall) {
  const body = call.body as typeof saved;
  if (body.emailCopy) return { result: null, status: 400, message: '接收邮件副本前请先绑定邮箱' };
  saved = body;
  return { result: saved, message: '通知设置已保存' };
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let Form: ComponentType<{ user: UserInfo; canEdit: boolean }>;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/user/notificationPrefs': () => ({ result: saved }),
    'PUT /sys/user/notificationPrefs': save,
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  Form = (await import('./notification-prefs-form')).NotificationPrefsForm;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
  saved = { bellNotice: true, bellSystem: true, emailCopy: false };
});

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;

describe('NotificationPrefsForm (新消息通知)', () => {
  it('shows the saved preferences and saves a switch at once', async () => {
    renderUi(<Form user={{ ...base, email: 'anna@weld.example.com' }} canEdit />);
    await screen.findByText('系统消息', undefined, { timeout: 8000 });
    expect(toggle('通知公告').getAttribute('aria-checked')).toBe('true');
    expect(toggle('邮件副本').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle('系统消息'));
    await waitFor(
      () =>
        expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
          bellNotice: true,
          bellSystem: false,
          emailCopy: false,
        }),
      { timeout: 5000 },
    );
    await waitFor(() => expect(toggle('系统消息').getAttribute('aria-checked')).toBe('false'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the switch as it was", async () => {
    renderUi(<Form user={{ ...base, email: 'anna@weld.example.com' }} canEdit />);
    await screen.findByText('邮件副本', undefined, { timeout: 8000 });
    fireEvent.click(toggle('邮件副本'));
    expect(await screen.findByText('接收邮件副本前请先绑定邮箱', undefined, { timeout: 5000 })).toBeTruthy();
    expect(toggle('邮件副本').getAttribute('aria-checked')).toBe('false');
  });

  it('asks for an e-mail before copies, and is read-only without the edit right', async () => {
    const first = renderUi(<Form user={base} canEdit />);
    await screen.findByText(/请先绑定邮箱/, undefined, { timeout: 8000 });
    expect(toggle('邮件副本').disabled).toBe(true);
    expect(toggle('通知公告').disabled).toBe(false);
    first.unmount();
    renderUi(<Form user={base} canEdit={false} />);
    await screen.findByText('通知公告', undefined, { timeout: 8000 });
    expect(toggle('通知公告').disabled).toBe(true);
  });
});
