import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../../test/render';
import { startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

const records = [
  {
    id: 'a1',
    anntId: 'a1',
    titile: 'B 线气体泄漏排查',
    msgContent: '<p>立即排查</p>',
    msgCategory: '1',
    priority: 'H',
    sender: '管理员',
    sendTime: '2026-11-22 10:00:00',
    openType: null,
    openPage: null,
    busId: null,
    readFlag: 0,
  },
  {
    id: 'a2',
    anntId: 'a2',
    titile: '系统升级通知',
    msgContent: '<p>周六升级</p>',
    msgCategory: '2',
    priority: 'L',
    sender: '管理员',
    sendTime: '2026-11-21 09:00:00',
    openType: null,
    openPage: null,
    busId: null,
    readFlag: 1,
  },
];
const mine = (call: FakeCall) => {
  const readFlag = call.query.get('readFlag');
  const found = records.filter((r) => !readFlag || String(r.readFlag) === readFlag);
  return { result: { records: found, total: found.length, size: 10, current: 1, pages: 1 } };
};

let api: Awaited<ReturnType<typeof startFakeApi>>;
let UserAnnouncementPage: ComponentType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/sysAnnouncementSend/getMyAnnouncementSend': mine,
    'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': () => ({ result: null }),
    'PUT /sys/sysAnnouncementSend/readAll': () => ({ result: { count: 1 } }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  UserAnnouncementPage = (await import('./user-announcement-page')).UserAnnouncementPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const calls = (path: string) => api.calls.filter((c) => c.path === path);

describe('我的消息', () => {
  it("lists the user's messages with read state, filters them, opens one (marking it read) and marks all read", async () => {
    renderUi(<UserAnnouncementPage />);
    const unread = (await screen.findByText('B 线气体泄漏排查', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(unread).getByText('高')).toBeTruthy();
    expect(within(unread).getByText('未读')).toBeTruthy();
    expect(
      within(screen.getByText('系统升级通知').closest('tr') as HTMLElement).getByText('已读'),
    ).toBeTruthy();

    fireEvent.click(within(unread).getByRole('button', { name: '查看' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('通知消息')).toBeTruthy();
    expect(dialog.getByText('立即排查')).toBeTruthy();
    await waitFor(() =>
      expect(calls('/sys/sysAnnouncementSend/editByAnntIdAndUserId').map((c) => c.body)).toEqual([
        { anntId: 'a1' },
      ]),
    );
    fireEvent.click(dialog.getAllByRole('button', { name: /关\s*闭/ }).at(-1) as HTMLElement);

    fireEvent.mouseDown(screen.getByLabelText('阅读状态'));
    fireEvent.click(await screen.findByTitle('已读'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(calls('/sys/sysAnnouncementSend/getMyAnnouncementSend').at(-1)?.query.get('readFlag')).toBe('1'),
    );
    await waitFor(() =>
      expect(document.querySelector('.ant-table-tbody')?.textContent).not.toContain('B 线气体泄漏排查'),
    );

    fireEvent.click(screen.getByRole('button', { name: '全部标注已读' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls('/sys/sysAnnouncementSend/readAll')).toHaveLength(1));
  });
});
