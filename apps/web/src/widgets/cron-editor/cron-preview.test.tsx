import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { envelope, startFakeHttp } from '../../test/fake-http';
import type { CronPreview as CronPreviewType } from './cron-preview';

// the browser sits in New York while the server (and its scheduler) runs on Shanghai time
process.env.TZ = 'America/New_York';

let api: Awaited<ReturnType<typeof startFakeHttp>>;
let CronPreview: typeof CronPreviewType;
beforeAll(async () => {
  api = await startFakeHttp((r) =>
    r.path === '/sys/loginConfig'
      ? envelope({ captcha: false, timeZone: 'Asia/Shanghai' })
      : envelope(null, { status: 404 }),
  );
  vi.stubEnv('VITE_API_BASE', api.base);
  ({ CronPreview } = await import('./cron-preview'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe('CronPreview in another zone than the server', () => {
  it('lists the run times on the server clock, where the scheduler fires them, and names that zone', async () => {
    expect(new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(300); // the browser is really elsewhere
    renderUi(<CronPreview expression="0 0 2 * * ?" />);
    expect(await screen.findByText('时区：Asia/Shanghai (UTC+08:00)')).toBeTruthy();
    const items = () =>
      [...screen.getByTestId('cron-preview').querySelectorAll('.ant-list-item')].map(
        (e) => e.textContent ?? '',
      );
    await waitFor(() => expect(items()).toHaveLength(10), { timeout: 2000 });
    // 02:00 in Shanghai is 13:00 the day before in New York: the browser's clock would have shown that
    for (const item of items()) expect(item).toMatch(/^\d+\. \d{4}-\d{2}-\d{2} 02:00:00$/);
  });
});
