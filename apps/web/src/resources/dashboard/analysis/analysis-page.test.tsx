import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HOME_RIGHTS, type PermissionItem } from '@weld/core';
import { renderUi } from '../../../test/render';
import { session } from '../../../lib/session';
import { startFakeApi } from '../../../widgets/depart-select/fake-depart-api';
import type { AnalysisPage as AnalysisPageType } from './analysis-page';

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const ALL = [right(HOME_RIGHTS.counts), right(HOME_RIGHTS.visits)];
const summary = (withCounts: boolean) => ({
  users: withCounts ? 42 : null,
  roles: withCounts ? 7 : null,
  departs: withCounts ? 5 : null,
  sessions: withCounts ? 3 : null,
  myRoles: ['普通用户'],
  myDepart: '销售部',
});

let api: Awaited<ReturnType<typeof startFakeApi>>;
let AnalysisPage: typeof AnalysisPageType;
let counts = false;

beforeAll(async () => {
  // jsdom lays nothing out: the week chart gets a box as wide as a desktop's
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  api = await startFakeApi({
    'GET /sys/dashboard/summary': () => ({ result: summary(counts) }),
    'GET /sys/loginfo': () => ({
      result: {
        todayVisitCount: 11,
        totalVisitCount: 222,
        todayLoginCount: 3,
        totalLoginCount: 44,
        todayIp: 2,
      },
    }),
    'GET /sys/visitInfo': () => ({
      result: [
        { tian: '2026-11-26', type: '11-26', visit: 9, login: 4, ip: 2 },
        { tian: '2026-11-27', type: '11-27', visit: 13, login: 6, ip: 3 },
      ],
    }),
    'GET /sys/dashboard/topPages': () => ({ result: [] }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  AnalysisPage = (await import('./analysis-page')).AnalysisPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const asked = (path: string) => api.calls.some((c) => c.path === path);

describe('首页', () => {
  it("greets a user without the figures' rights with their roles and department, and neither shows nor asks for system figures", async () => {
    counts = false;
    session.savePermissions({ auth: [], allAuth: ALL });
    renderUi(<AnalysisPage />);
    expect(await screen.findByText(/当前部门: 销售部/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('普通用户')).toBeTruthy();
    expect(await screen.findByText('热门页面（近 7 日）')).toBeTruthy();
    for (const title of ['用户数', '在线会话', '今日访问', '近 7 日访问'])
      expect(screen.queryByText(title), title).toBeNull();
    expect(screen.queryByText('统计数据加载失败')).toBeNull();
    expect(asked('/sys/loginfo')).toBe(false);
    expect(asked('/sys/visitInfo')).toBe(false);
  });

  it('shows holders of 系统概况 and 访问统计 the counts and the activity', async () => {
    counts = true;
    session.savePermissions({ auth: ALL, allAuth: ALL });
    renderUi(<AnalysisPage />);
    expect(await screen.findByText('用户数', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('42')).toBeTruthy());
    expect(await screen.findByText('今日访问')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('222')).toBeTruthy());
    expect(asked('/sys/visitInfo')).toBe(true);
    // the week drawn without ECharts: a bar and two points a day, each telling its figure on hover
    const chart = await screen.findByRole('img', { name: '近 7 日访问' });
    await waitFor(() => expect(chart.querySelectorAll('rect title')).toHaveLength(2));
    expect([...chart.querySelectorAll('title')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['11-27 访问: 13', '11-26 登录: 4', '11-27 IP: 3']),
    );
    expect(chart.textContent).toContain('11-26');
  });
});
