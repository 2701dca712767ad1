import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { OnlineSession, PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { startFakeApi } from '../../../widgets/depart-select/fake-depart-api';

const at = (s: string) => `2026-11-22 ${s}`;
let live: OnlineSession[] = [
  {
    id: 'h-admin',
    userId: 'u0',
    username: 'admin',
    realname: '管理员',
    ip: '127.0.0.1',
    loginTime: at('09:00:00'),
    expireTime: at('11:00:00'),
    current: true,
  },
  {
    id: 'h-welder',
    userId: 'u1',
    username: 'welder01',
    realname: '焊工一',
    ip: '10.0.0.7',
    loginTime: at('09:30:00'),
    expireTime: at('11:30:00'),
    current: false,
  },
];

let api: Awaited<ReturnType<typeof startFakeApi>>;
let OnlineUserPage: ComponentType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/online/list': (call) => {
      const needle = call.query.get('username') ?? '';
      const records = live.filter((s) => s.username.includes(needle));
      return { result: { records, total: records.length, size: 10, current: 1, pages: 1 } };
    },
    'POST /sys/online/forceLogout': (call) => {
      live = live.filter((s) => s.id !== call.body?.id);
      return { result: null, message: '已强制退出' };
    },
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  OnlineUserPage = (await import('./online-page')).OnlineUserPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const grant = (actions: string[]) =>
  session.savePermissions({
    auth: actions.map((action): PermissionItem => ({ action, type: '1', describe: action })),
    allAuth: [],
  });
const forceButtons = () =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === '强退');

describe('OnlineUserPage (在线用户)', () => {
  beforeEach(() => grant([]));

  it('lists sessions without 强退 for a user who lacks the right', async () => {
    renderUi(<OnlineUserPage />);
    await screen.findByText('welder01', undefined, { timeout: 8000 });
    expect(screen.getByText('10.0.0.7')).toBeTruthy();
    expect(screen.getByText('当前会话')).toBeTruthy();
    expect(forceButtons()).toHaveLength(0);
  });

  it('forces a session out after confirmation; the own session cannot be', async () => {
    grant(['system:online:forceLogout']);
    renderUi(<OnlineUserPage />);
    await screen.findByText('welder01', undefined, { timeout: 8000 });
    const [own, other] = forceButtons();
    expect(own.disabled).toBe(true);
    fireEvent.click(other);
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).toBeTruthy());
    const confirm = [...document.querySelectorAll('.ant-popconfirm button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '确定',
    ) as HTMLElement;
    fireEvent.click(confirm);
    await screen.findByText('已强制退出 welder01', undefined, { timeout: 5000 });
    expect(api.calls.find((c) => c.path === '/sys/online/forceLogout')?.body).toEqual({ id: 'h-welder' });
    await waitFor(() => expect(screen.queryByText('welder01')).toBeNull(), { timeout: 5000 });
  });
});
