import { expect, test, type Page } from '@playwright/test';
import { ADMIN, openFromMenu, pick, shot, signIn } from './support';

// the journey's position goes again, so the English 职务管理 journey after it counts only its own
test.afterEach(async ({ request }) => {
  const login = await request.post('/api/sys/login', {
    data: { username: 'admin', password: ADMIN.password },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const headers = { 'X-Access-Token': token };
  const listed = await request.get('/api/sys/position/list?code=DASH-*&pageSize=100', { headers });
  const ids = ((await listed.json()) as { result: { records: { id: string }[] } }).result.records.map(
    (r) => r.id,
  );
  if (ids.length > 0)
    expect(
      (await request.delete(`/api/sys/position/deleteBatch?ids=${ids.join(',')}`, { headers })).ok(),
    ).toBe(true);
});

/** Creates a position on 职务管理: a logged write. */
async function createPosition(page: Page, code: string) {
  await openFromMenu(page, '系统管理', '职务管理');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.locator('.ant-drawer');
  await page.locator('#position-form_code').fill(code);
  await page.locator('#position-form_name').fill('仪表盘测试职务');
  await pick(page, 'position-form_postRank', '中级');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
}

test('the dashboards show what the administrator just did: the write in 我的最近操作, the visits on 首页, the requests on 监控页', async ({
  page,
}) => {
  await signIn(page);
  await createPosition(page, `DASH-${Date.now() % 100000}`);

  await openFromMenu(page, '仪表盘', '工作台');
  const actions = page.locator('.ant-card').filter({ hasText: '我的最近操作' });
  await expect(actions.locator('.ant-list-item').first()).toContainText('职务新增');
  await expect(
    page
      .locator('.ant-card')
      .filter({ hasText: '快捷入口' })
      .getByRole('link', { name: /职务管理/ }),
  ).toBeVisible();
  await shot(page, 'dashboard-workplace-zh');
  await page.goto('/account/center');
  await expect(
    page.locator('.ant-card').filter({ hasText: '我的最近操作' }).locator('.ant-list-item').first(),
  ).toContainText('职务新增');

  await page.goto('/dashboard/analysis');
  await expect(page.locator('.ant-statistic').filter({ hasText: '今日登录' })).not.toContainText(
    /^今日登录0$/,
  );
  const top = page.locator('.ant-card').filter({ hasText: '热门页面' });
  await expect(top.getByRole('link', { name: '职务管理' })).toBeVisible();
  await page.getByRole('img', { name: '近 7 日访问' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: '近 7 日访问' }).locator('svg')).toBeVisible();
  await shot(page, 'dashboard-analysis-zh');

  await openFromMenu(page, '仪表盘', '监控页');
  await expect(page.locator('.ant-statistic').filter({ hasText: '近期请求' })).not.toContainText(
    /近期请求0$/,
  );
  await shot(page, 'dashboard-monitor-zh');

  await openFromMenu(page, '仪表盘', '任务页');
  await expect(page.getByRole('cell', { name: '每小时清理过期令牌' })).toBeVisible();
  await openFromMenu(page, '仪表盘', '图表页');
  await expect(page.getByRole('img', { name: '各部门用户数' }).locator('svg')).toBeVisible();
  await shot(page, 'dashboard-chart-zh');
});

test('工作台 and 首页 fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  for (const path of ['/dashboard/analysis', '/dashboard/workplace', '/dashboard/chart']) {
    await page.goto(path);
    await expect(page.locator('.ant-card').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
  await shot(page, 'dashboard-chart-375');
});
