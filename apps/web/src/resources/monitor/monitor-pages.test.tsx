import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../lib/session';
import { renderUi } from '../../test/render';
import { envelope, startFakeHttp } from '../../test/fake-http';
import type { HttpServerPage as HttpServerPageType } from './http-server-page';
import type { HttpTracePage as HttpTracePageType } from './http-trace-page';
import type { RedisPage as RedisPageType } from './redis-page';

const TRACE = [
  { time: '2026-11-22 10:00:03', method: 'DELETE', path: '/api/sys/position/delete', status: 403, ms: 4.2 },
  { time: '2026-11-22 10:00:02', method: 'POST', path: '/api/sys/position/add', status: 200, ms: 12.5 },
  { time: '2026-11-22 10:00:01', method: 'GET', path: '/api/sys/position/list', status: 200, ms: 8.1 },
];
const INFO = {
  configured: true,
  keys: 42,
  sections: {
    server: { redis_version: '7.0.15', redis_mode: 'standalone', uptime_in_seconds: '93784' },
    memory: { used_memory: '2097152', used_memory_peak_human: '3.00M' },
    clients: { connected_clients: '5' },
    stats: { keyspace_hits: '9', keyspace_misses: '1', instantaneous_ops_per_sec: '12' },
  },
};

let api: Awaited<ReturnType<typeof startFakeHttp>>;
const HTTP_SERVER = {
  connections: { open: 7, keepAlive: 4, webSockets: 2, accepted: 311 },
  requests: { inFlight: 1, answered: 5120, perSecond: 3.4 },
  routes: [
    {
      method: 'GET',
      route: '/api/sys/position/list',
      count: 900,
      errors: 0,
      meanMs: 8.2,
      p95Ms: 21.5,
      maxMs: 80.1,
    },
    {
      method: 'POST',
      route: '/api/sys/common/upload',
      count: 12,
      errors: 1,
      meanMs: 140.3,
      p95Ms: 410.7,
      maxMs: 512,
    },
  ],
  uptimeSeconds: 3700,
};
let HttpServerPage: typeof HttpServerPageType;
let HttpTracePage: typeof HttpTracePageType;
let RedisPage: typeof RedisPageType;
beforeAll(async () => {
  api = await startFakeHttp((r) => {
    if (r.path === '/sys/monitor/httptrace') return envelope(TRACE);
    if (r.path === '/sys/monitor/httpserver') return envelope(HTTP_SERVER);
    if (r.path === '/sys/loginConfig') return envelope({ captcha: false, timeZone: 'Asia/Shanghai' });
    if (r.path === '/sys/monitor/redis/info') return envelope(INFO);
    if (r.path === '/sys/monitor/redis/command') {
      const command = String(r.body?.command ?? '');
      return command.startsWith('FLUSHALL')
        ? envelope(null, {
            status: 400,
            message: '只读终端不允许执行 FLUSHALL，请使用查询类命令（如 GET、HGETALL、SCAN、INFO）',
          })
        : envelope({ lines: ['1) weld:token:abc', '2) weld:dict'] });
    }
    return envelope(null, { status: 404 });
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  ({ HttpTracePage } = await import('./http-trace-page'));
  ({ HttpServerPage } = await import('./http-server-page'));
  ({ RedisPage } = await import('./redis-page'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((r) => r.closest('tbody') && !r.classList.contains('ant-table-placeholder'));

describe('monitor screens', () => {
  it('HTTP服务监控 shows connections, requests in flight, the rate and the routes, slowest sortable by P95', async () => {
    renderUi(<HttpServerPage />);
    expect(await screen.findByText('/api/sys/position/list', undefined, { timeout: 10_000 })).toBeTruthy();
    const figures = Object.fromEntries(
      [...document.querySelectorAll('.ant-statistic')].map((e) => [
        e.querySelector('.ant-statistic-title')?.textContent,
        e.querySelector('.ant-statistic-content')?.textContent,
      ]),
    );
    expect(figures).toMatchObject({
      打开的连接: '7',
      '空闲保持连接（Keep-Alive）': '4',
      'WebSocket 连接': '2',
      处理中的请求: '1',
      '请求速率（次/秒，近 1 分钟）': '3.4',
      统计时长: '1小时1分',
    });
    expect(bodyRows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('/api/sys/position/list'),
      expect.stringContaining('/api/sys/common/upload'),
    ]);
    fireEvent.click(screen.getByRole('columnheader', { name: /P95/ }));
    await waitFor(() => expect(bodyRows()[0]!.textContent).toContain('/api/sys/position/list'));
    fireEvent.click(screen.getByRole('columnheader', { name: /P95/ }));
    await waitFor(() => expect(bodyRows()[0]!.textContent).toContain('/api/sys/common/upload'));
    expect(within(bodyRows()[0]!).getByText('410.7')).toBeTruthy();
  });

  it('请求追踪 lists the requests and filters them by path, method and errors', async () => {
    renderUi(<HttpTracePage />);
    expect(await screen.findByText('/api/sys/position/list', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('switch', { name: '仅错误（≥400）' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('403')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: '仅错误（≥400）' }));
    fireEvent.change(screen.getByLabelText('按路径筛选'), { target: { value: 'add' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('/api/sys/position/add')).toBeTruthy();
  });

  it('Redis监控 shows the figures and, for a user with the right, a terminal that prints answers and refusals', async () => {
    session.savePermissions({
      auth: [{ action: 'monitor:redis:command', type: '1', describe: 'Redis终端' }],
      allAuth: [{ action: 'monitor:redis:command', type: '1', describe: 'Redis终端', status: '1' }],
    });
    renderUi(<RedisPage />);
    expect(await screen.findByText('42')).toBeTruthy();
    expect(screen.getByText('90%')).toBeTruthy();
    expect(screen.getByText('1天2小时3分')).toBeTruthy();
    const input = screen.getByLabelText('Redis 终端（只读）');
    fireEvent.change(input, { target: { value: 'SCAN 0' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    const out = screen.getByTestId('redis-output');
    await waitFor(() => expect(out.textContent).toContain('1) weld:token:abc'));
    fireEvent.change(input, { target: { value: 'FLUSHALL' } });
    fireEvent.click(screen.getByRole('button', { name: /执\s*行/ }));
    await waitFor(() => expect(out.textContent).toContain('只读终端不允许执行 FLUSHALL'));
    expect(
      api.requests.filter((r) => r.path === '/sys/monitor/redis/command').map((r) => r.body?.command),
    ).toEqual(['SCAN 0', 'FLUSHALL']);
  });

  it('Redis监控 has no terminal for a user without its right', async () => {
    session.savePermissions({
      auth: [],
      allAuth: [{ action: 'monitor:redis:command', type: '1', describe: 'Redis终端', status: '1' }],
    });
    renderUi(<RedisPage />);
    expect(await screen.findByText('42')).toBeTruthy();
    expect(screen.queryByLabelText('Redis 终端（只读）')).toBeNull();
  });
});
