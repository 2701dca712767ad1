import { expect, test } from '@playwright/test';
import { openFromMenu, shot, signIn } from './support';

test('an administrator watches the server, its runtime, disks and database live, and traces the requests just made', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '系统监控', '服务器信息');
  await expect(page.getByText('CPU 使用率').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(2);
  // the live chart draws a curve once three readings are in (auto refresh every 5 s)
  await expect(
    page.getByRole('img', { name: '近期使用率（%）' }).locator('svg path[d*="C"]').first(),
  ).toBeAttached({ timeout: 20_000 });
  await expect(page.getByText(/更新于 \d{2}:\d{2}:\d{2}/)).toBeVisible();
  await shot(page, 'monitor-system-zh');

  await openFromMenu(page, '系统监控', '运行时监控');
  await expect(page.getByText(/^v20\./)).toBeVisible();
  await expect(page.getByText('垃圾回收')).toBeVisible();
  await shot(page, 'monitor-runtime-zh');

  await openFromMenu(page, '系统监控', '磁盘监控');
  await expect(page.getByRole('cell', { name: '数据库文件' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '上传文件' })).toBeVisible();

  await openFromMenu(page, '系统监控', '数据库信息');
  await expect(page.getByText('sqlite')).toBeVisible();
  await shot(page, 'monitor-database-zh');

  await openFromMenu(page, '系统监控', 'Redis监控');
  await expect(page.getByText(/当前未配置 Redis/)).toBeVisible();

  await openFromMenu(page, '系统监控', '请求追踪');
  // the screens just opened asked for their data: those requests are in the trace
  await expect(page.getByRole('cell', { name: '/api/sys/monitor/database' }).first()).toBeVisible();
  await page.getByLabel('按路径筛选').fill('/sys/monitor/disk');
  await expect(page.getByRole('cell', { name: '/api/sys/monitor/database' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '/api/sys/monitor/disk' }).first()).toBeVisible();
  await shot(page, 'monitor-httptrace-zh');
});

test('the monitor screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  await page.goto('/monitor/runtime');
  await expect(page.getByText('垃圾回收')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, 'monitor-runtime-375');
});
