import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { shot, signIn } from './support';

/** The files the built entry imports statically, directly or through each other, from Vite's manifest of the build under test. */
function entryImports(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  manifest['index.html'].imports?.forEach(visit);
  return [...seen].map((key) => `/${manifest[key].file}`);
}

const TITLES = {
  zh_CN: '焊接设备手册与中控管理系统',
  en_US: 'Welding Equipment Manual & Control Console',
  ru_RU: 'Консоль руководств и управления сварочным оборудованием',
} as const;

for (const [locale, title] of Object.entries(TITLES)) {
  test(`before any script, the page shows the product's name in the stored language (${locale})`, async ({
    page,
  }) => {
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

test('the page paints from its own text: no stylesheet file stands before the first paint', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/user/login');
  await expect(page.locator('#weld-splash')).toBeVisible();
  // the global rules are in the page itself; the first screen's chunk styles only preload
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
});

test("the entry's own imports are asked for beside it, by the page itself", async ({ page }) => {
  const imports = entryImports();
  expect(imports.length).toBeGreaterThan(0);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/user/login');
  for (const href of imports)
    await expect(page.locator(`head > link[rel="modulepreload"][href="${href}"]`)).toHaveCount(1);
});

test("a signed-in visit asks for the shell's chunks once the splash has painted, not ahead of it", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('weld.accessToken', JSON.stringify({ value: 'stored-token', expire: null }));
    // registered before the page's own script, so this observer hears of the first paint first
    new PerformanceObserver(() => {
      const w = window as unknown as { linksAtPaint?: string[] };
      w.linksAtPaint ??= [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (l) => l.getAttribute('href') ?? '',
      );
    }).observe({ type: 'paint' });
  });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard/analysis');
  await expect(page.locator('link[rel="modulepreload"][href*="main-layout"]')).toHaveCount(1);
  await expect(page.locator('link[rel="modulepreload"][href*="analysis-page"]')).toHaveCount(1);
  const atPaint = await page.evaluate(() => (window as unknown as { linksAtPaint?: string[] }).linksAtPaint);
  expect(atPaint?.sort()).toEqual(entryImports().sort());
});

test('the login form replaces the splash', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await expect(page.locator('#weld-splash')).toHaveCount(0);
});

test('a signed-in reload asks for the permissions once, and the shell replaces the splash', async ({
  page,
}) => {
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
