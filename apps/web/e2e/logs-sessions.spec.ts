import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, openFromMenu, shot, SHOTS, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const WELDER = { username: 'logwelder01', password: 'Weld@Log#2026', realname: '日志焊工' };
const row = (page: Page, text: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row', { hasText: text });

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/sys/login', {
    data: { username: 'admin', password: ADMIN.password },
  });
  return ((await login.json()) as { result: { token: string } }).result.token;
}

/** The welder exists (with the plain user role) before the journey, added through the API as the admin would. */
test.beforeAll(async ({ request }) => {
  const headers = { 'X-Access-Token': await adminToken(request) };
  const listed = await request.get(`/api/sys/user/list?username=${WELDER.username}`, { headers });
  if (((await listed.json()) as { result: { total: number } }).result.total > 0) return;
  const added = await request.post('/api/sys/user/add', {
    headers,
    data: {
      username: WELDER.username,
      realname: WELDER.realname,
      password: WELDER.password,
      selectedroles: 'role-user',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
});

test('an edit shows in 系统日志 and as versions in 数据日志; a session forced out in 在线用户 lands on the login page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page);

  // 用户管理: the administrator renames the welder through the kit's form
  await openFromMenu(page, '系统管理', '用户管理');
  await row(page, WELDER.username).getByRole('button', { name: '编辑' }).click();
  const drawer = page.locator('.ant-drawer.ant-drawer-open').last();
  await page.locator('#user-form_realname').fill('日志焊工（已改名）');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row(page, WELDER.username)).toContainText('日志焊工（已改名）');

  // 系统日志: the edit is in the operation log, with its path and the operate type 更新
  await openFromMenu(page, '系统管理', '系统日志');
  await page.getByRole('tab', { name: '操作日志' }).click();
  const logRow = row(page, '/api/sys/user/edit').first();
  await expect(logRow).toBeVisible();
  await expect(logRow).toContainText('用户编辑');
  await expect(logRow).toContainText('更新');
  await expect(logRow).toContainText('admin');
  await shot(page, 'logs-operation-log');
  await page.getByRole('tab', { name: '登录日志' }).click();
  await expect(row(page, '用户名: admin，登录成功').first()).toBeVisible();

  // 数据日志: the welder's versions, compared side by side with the change marked
  await openFromMenu(page, '系统管理', '数据日志');
  const versionRow = row(page, 'sys_user').first();
  await expect(versionRow).toBeVisible();
  await versionRow.getByRole('button', { name: '版本对比' }).click();
  const modal = page.locator('.ant-modal:visible');
  await expect(modal).toContainText('数据比较：用户管理');
  await expect(modal.locator('tr[data-changed="true"]', { hasText: '用户姓名' })).toContainText(
    '日志焊工（已改名）',
  );
  await expect(modal.locator('tr[data-changed="true"]', { hasText: '用户姓名' })).toContainText(
    WELDER.realname,
  );
  await shot(page, 'logs-data-compare');
  await modal.locator('.ant-modal-close').click();

  // a second browser: the welder signs in
  const other = await browser.newContext();
  const welder = await other.newPage();
  await signIn(welder, WELDER.password, WELDER.username);

  // 在线用户: the welder's session is there with its IP; the administrator forces it out
  await openFromMenu(page, '系统管理', '在线用户');
  const session = row(page, WELDER.username).first();
  await expect(session).toContainText('127.0.0.1');
  await shot(page, 'logs-online-users');
  await session.getByRole('button', { name: '强退' }).click();
  // the welder learns of it without doing anything: the notice socket closes with 4401, so the page says
  // 未授权，请重新登录 once, signs out and reloads onto the login page 1.5 s later (watched from now on)
  const notice = welder.locator('.ant-notification-notice', { hasText: '未授权，请重新登录' });
  const told = notice.waitFor({ state: 'visible', timeout: 15_000 }).then(async () => {
    expect(await notice.count()).toBe(1);
    await welder.screenshot({ path: `${SHOTS}/logs-forced-out-told.png` });
  });
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText(`已强制退出 ${WELDER.username}`)).toBeVisible();
  await expect(row(page, WELDER.username)).toHaveCount(0);

  await told;
  await expect(welder).toHaveURL(/\/user\/login/, { timeout: 15_000 });
  await shot(welder, 'logs-forced-out-login');
  await other.close();

  // the three screens on a phone
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [path, name] of [
    ['/isystem/log', 'logs-log-375'],
    ['/isystem/dataLog', 'logs-data-log-375'],
    ['/isystem/online', 'logs-online-375'],
  ]) {
    await page.goto(path);
    await expect(page.locator('.ant-table').first()).toBeVisible();
    await shot(page, name);
  }
});

/**
 * The interface language lives in the browser's storage (each test has its own) and on the account; the
 * account's is set back through the API, so no shell reload is left running while the context closes.
 */
test.afterEach(async ({ request }) => {
  const headers = { 'X-Access-Token': await adminToken(request) };
  const reset = await request.post('/api/sys/language/language', { headers, data: { lang: 'zh_CN' } });
  expect(reset.ok(), await reset.text()).toBe(true);
});

async function switchTo(page: Page, language: string): Promise<void> {
  await page.getByRole('button', { name: /(语言|Language|Язык)$/ }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test('the three screens speak English', async ({ page }) => {
  await signIn(page);
  await switchTo(page, 'English');
  await expect(page.locator('.ant-layout-sider .ant-menu').getByText('Home', { exact: true })).toBeVisible();
  await page.goto('/isystem/log');
  await page.getByRole('tab', { name: 'Operation log' }).click();
  await expect(page.getByRole('columnheader', { name: 'Operation' })).toBeVisible();
  await shot(page, 'logs-operation-log-en');
  await page.goto('/isystem/dataLog');
  await expect(page.getByRole('button', { name: 'Compare' })).toBeVisible();
  await row(page, 'sys_user').first().getByRole('button', { name: 'Versions' }).click();
  await expect(page.locator('.ant-modal:visible')).toContainText('Compare: Users');
  await shot(page, 'logs-data-compare-en');
  await page.locator('.ant-modal:visible .ant-modal-close').click();
  await page.goto('/isystem/online');
  await expect(page.getByRole('columnheader', { name: 'Sign-in IP' })).toBeVisible();
  await expect(page.getByText('This session')).toBeVisible();
  await shot(page, 'logs-online-users-en');
});

test('the three screens speak Russian', async ({ page }) => {
  await signIn(page);
  await switchTo(page, 'Русский');
  await expect(
    page.locator('.ant-layout-sider .ant-menu').getByText('Главная', { exact: true }),
  ).toBeVisible();
  await page.goto('/isystem/log');
  await expect(page.getByRole('tab', { name: 'Журнал операций' })).toBeVisible();
  await shot(page, 'logs-log-ru');
});
