import { expect, test } from '@playwright/test';
import { shot, signIn } from './support';

const TITLES = {
  zh_CN: '焊接设备手册与中控管理系统',
  en_US: 'Welding Equipment Manual & Control Console',
  ru_RU: 'Консоль руководств и управления сварочным оборудованием',
} as const;

for (const [locale, title] of Object.entries(TITLES)) {
  test(`before any script, the page shows the product's name in the stored language (${locale})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('weld.locale', l), locale);
    // the scripts never arrive: what shows is the page's own splash
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/user/login');
    await expect(page.locator('#weld-splash')).toContainText(title);
    await expect(page).toHaveTitle(title);
    await shot(page, `splash-${locale}`);
  });
}

test('the splash follows dark mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('weld.settings', JSON.stringify({ darkMode: true })));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/user/login');
  await expect(page.locator('#weld-splash')).toHaveCSS('background-color', 'rgb(20, 20, 20)');
  await shot(page, 'splash-dark');
});

test('the page paints from its own text: no stylesheet file stands before the first paint', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/user/login');
  await expect(page.locator('#weld-splash')).toBeVisible();
  // the global rules are in the page itself; the first screen's chunk styles only preload
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
});

test('the login form replaces the splash', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await expect(page.locator('#weld-splash')).toHaveCount(0);
});

test('a signed-in reload asks for the permissions once, and the shell replaces the splash', async ({ page }) => {
  await signIn(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sys/permission/getUserPermissionByToken')) calls.push(request.url());
  });
  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.locator('.ant-layout-sider .ant-menu-item').first()).toBeVisible();
  await expect(page.locator('#weld-splash')).toHaveCount(0);
  expect(calls).toHaveLength(1);
});
