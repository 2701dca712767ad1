import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, menuItem, openFromMenu, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const CLERK = {
  username: 'poclerk01',
  realname: '职务文员',
  first: 'Weld@Clerk#1',
  password: 'Weld@Clerk#2026',
};
type Answer<T> = { success: boolean; message: string; result: T };

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'X-Access-Token': token }, data });
  const body = (await res.json()) as Answer<T>;
  expect(body.success, `${path}: ${body.message}`).toBe(true);
  return body.result;
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/sys/login', { data: { username, password } });
  return ((await res.json()) as Answer<{ token: string }>).result.token;
}

/** A role that grants 职务管理 alone (no 首页, 个人页 or 我的消息 among its rows), and a clerk holding only it. */
test.beforeAll(async ({ request }) => {
  const admin = await tokenOf(request, ADMIN.username, ADMIN.password);
  const listed = await api<{ total: number }>(
    request,
    admin,
    'GET',
    `/sys/user/list?username=${CLERK.username}`,
  );
  if (listed.total > 0) return;
  await api(request, admin, 'POST', '/sys/role/add', { roleName: '职务文员', roleCode: 'position_clerk' });
  const roles = await api<{ id: string; roleCode: string }[]>(request, admin, 'GET', '/sys/role/queryall');
  const roleId = roles.find((r) => r.roleCode === 'position_clerk')?.id as string;
  await api(request, admin, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: 'isystem,isystem-position',
    lastpermissionIds: '',
  });
  await api(request, admin, 'POST', '/sys/user/add', {
    username: CLERK.username,
    realname: CLERK.realname,
    password: CLERK.first,
    selectedroles: roleId,
  });
  const own = await tokenOf(request, CLERK.username, CLERK.first);
  await api(request, own, 'POST', '/sys/user/updatePassword', {
    username: CLERK.username,
    oldpassword: CLERK.first,
    password: CLERK.password,
    confirmpassword: CLERK.password,
  });
});

const notFound = (page: Page) => page.getByText('抱歉，你访问的页面不存在', { exact: false });

test('a user whose one role grants an unrelated menu still has 首页, 我的消息, 个人中心 and 个人设置: no dead end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const refusals: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && [401, 403, 404].includes(res.status()))
      refusals.push(`${res.status()} ${res.url()}`);
  });
  // the home page greets the clerk right after sign-in
  await signIn(page, CLERK.password, CLERK.username);
  await expect(menuItem(page, '首页')).toBeVisible();
  await expect(menuItem(page, '我的消息')).toBeVisible();

  // the granted page, then back home by the breadcrumb's 首页
  await openFromMenu(page, '系统管理', '职务管理');
  await expect(page).toHaveURL(/\/isystem\/position/);
  await page.locator('.weld-page-header .ant-breadcrumb').getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByTestId('greeting')).toBeVisible();

  // the home tab
  await openFromMenu(page, '系统管理', '职务管理');
  await page.locator('.weld-tabs [data-tab-key="/dashboard/analysis"]').click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(notFound(page)).toHaveCount(0);

  // an unknown address: 返回首页 leads home, not back to the 404
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByTestId('greeting')).toBeVisible();

  // the bell's 查看更多 opens my announcements
  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-popover').getByRole('button', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
  await expect(page.locator('.weld-page-header')).toContainText('我的消息');
  await expect(notFound(page)).toHaveCount(0);
  await shot(page, 'own-pages-announcements');

  // the avatar menu's 个人中心 and 账户设置
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/account\/center$/);
  await expect(page.getByText(CLERK.realname).first()).toBeVisible();
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '账户设置' }).click();
  await expect(page).toHaveURL(/\/account\/settings\/base$/);
  await expect(page.locator('.weld-page-header h1')).toHaveText('个人设置');
  await expect(notFound(page)).toHaveCount(0);
  await shot(page, 'own-pages-settings');

  // nothing these pages asked was refused, and no refusal was shown
  expect(refusals).toEqual([]);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
});

/** Long labels are whole on screen: wrapped in the side menu, and with their full text on hover. */
for (const [locale, name] of [
  ['zh_CN', 'zh'],
  ['ru_RU', 'ru'],
] as const) {
  test(`long menu labels and the product name are not cut (${locale})`, async ({ page }) => {
    await page.addInitScript((l) => window.localStorage.setItem('weld.locale', l), locale);
    await page.goto('/user/login');
    await page.locator('input[name="username"]').fill(ADMIN.username);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/dashboard\/analysis/);
    const sider = page.locator('.ant-layout-sider .weld-side-menu');
    await expect(sider).toBeVisible();
    // open every group, so that each label of the menu is on screen
    const groups = sider.locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title');
    for (const group of await groups.all()) {
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }
    await page.waitForTimeout(500);
    const labels = sider.locator('.ant-menu-title-content, .weld-menu-label');
    const cut = await labels.evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    // a group's title keeps clear of its arrow
    const overlaps = await sider.locator('.ant-menu-submenu-title').evaluateAll((els) =>
      els
        .filter((el) => {
          const label = el.querySelector('.weld-menu-label')?.getBoundingClientRect();
          const arrow = el.querySelector('.ant-menu-submenu-arrow')?.getBoundingClientRect();
          return label && arrow && label.right > arrow.left;
        })
        .map((el) => el.textContent),
    );
    expect(overlaps).toEqual([]);
    const titled = await sider
      .locator('[title]')
      .evaluateAll((els) => els.every((el) => el.getAttribute('title') === el.textContent));
    expect(titled).toBe(true);
    const welcome = page.getByTestId('header-welcome');
    expect(await welcome.getAttribute('title')).toBe(await welcome.textContent());
    // tall enough for the open menu, so the full-page picture needs no resize (which folds the groups)
    await page.setViewportSize({ width: 1440, height: 2200 });
    await shot(page, `own-pages-menu-${name}`);
  });
}
