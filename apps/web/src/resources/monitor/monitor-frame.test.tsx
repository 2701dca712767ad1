import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderUi } from '../../test/render';
import { envelope, startFakeHttp } from '../../test/fake-http';
import type { MonitorFrame as MonitorFrameType } from './monitor-frame';

// the browser sits in New York while the server runs on Shanghai time
process.env.TZ = 'America/New_York';

let api: Awaited<ReturnType<typeof startFakeHttp>>;
let MonitorFrame: typeof MonitorFrameType;
beforeAll(async () => {
  api = await startFakeHttp((r) =>
    r.path === '/sys/loginConfig'
      ? envelope({ captcha: false, timeZone: 'Asia/Shanghai' })
      : envelope(null, { status: 404 }),
  );
  vi.stubEnv('VITE_API_BASE', api.base);
  ({ MonitorFrame } = await import('./monitor-frame'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe('MonitorFrame in another zone than the server', () => {
  it('shows 更新于 on the server clock, as the lists do, not the browser clock', async () => {
    const query = {
      dataUpdatedAt: Date.UTC(2026, 10, 26, 6, 7, 8),
      isFetching: false,
      isError: false,
      refetch: vi.fn(),
    } as unknown as UseQueryResult<unknown>;
    renderUi(
      <MonitorFrame query={query} auto={false} setAuto={() => undefined}>
        {null}
      </MonitorFrame>,
    );
    // 06:07:08 UTC: 14:07:08 in Shanghai, 01:07:08 in New York
    const updated = await screen.findByText('更新于 14:07:08');
    expect(updated.getAttribute('title')).toBe('时区：Asia/Shanghai (UTC+08:00)');
  });
});
