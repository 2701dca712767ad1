import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrast, over } from '../src/lib/theme/contrast';
import { axeFindings, perRule } from './axe';
import { darkMode, openFromMenu, shot, signIn } from './support';

const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();

/** The first opaque background behind an element, walking up from it (the page's black at the end). */
async function backgroundOf(el: Locator): Promise<string> {
  return el.evaluate((node) => {
    for (let e: Element | null = node; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (bg !== 'transparent' && !/,\s*0\)$/.test(bg)) return bg;
    }
    return 'rgb(0, 0, 0)';
  });
}

/** The lowest contrast of a chart's SVG texts (axis labels, legend) on the surface behind the chart. */
async function chartTextContrast(chart: Locator): Promise<number> {
  await expect(chart.locator('svg text').first()).toBeAttached();
  const bg = over(await backgroundOf(chart), '#000000');
  const fills = await chart
    .locator('svg text')
    .evaluateAll((texts) => texts.map((t) => getComputedStyle(t).fill).filter((f) => f.startsWith('rgb')));
  expect(fills.length).toBeGreaterThan(0);
  return Math.min(...fills.map((f) => contrast(over(f, bg), bg)));
}

/**
 * axe's colour-contrast findings on the screen as it stands, none expected. Only that rule: what dark mode changes is
 * colour; the structure of these screens is the same in both modes and is the light walk's business.
 */
async function expectReadable(page: Page, label: string): Promise<void> {
  const findings = (await axeFindings(page, label)).filter((f) => f.rule === 'color-contrast');
  expect(findings, JSON.stringify(perRule(findings), null, 2)).toEqual([]);
}

test.describe('dark mode: editors, grids and charts follow the theme and stay readable', () => {
  test.beforeEach(async ({ page }) => {
    await darkMode(page);
    await signIn(page);
  });

  test('the rich-text, markdown and code editors and the editable grid of the widgets gallery', async ({
    page,
  }) => {
    await page.goto('/isystem/widgets?tab=editors');
    const rich = page.locator('#demo-rich');
    await expect(rich.locator('h2')).toHaveText('Q345B 板材 MAG 焊接工艺说明');
    await expect(page.locator('.cm-content').first()).toBeVisible();
    // the editors' grounds are the dark surface, not white
    for (const box of [rich, page.locator('.weld-editor-frame .cm-editor').first()])
      expect(await backgroundOf(box)).toBe('rgb(20, 20, 20)');
    await shot(page, 'dark-editors');
    await expectReadable(page, 'editors');

    await page.goto('/isystem/widgets?tab=grid');
    const grid = page.locator('.weld-grid').first();
    await expect(grid.locator('.weld-grid-row').first()).toBeVisible();
    expect(await backgroundOf(grid.locator('.weld-grid-row').first())).toBe('rgb(20, 20, 20)');
    await shot(page, 'dark-grid');
    await expectReadable(page, 'grid');
  });

  test('the announcement form with its rich-text editor', async ({ page }) => {
    await openFromMenu(page, '系统管理', '通告管理');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const editor = drawer(page).locator('.ProseMirror');
    await editor.fill('今晚 22:00 起 A 线焊机停机检修，请提前安排生产。');
    expect(await backgroundOf(editor)).not.toBe('rgb(255, 255, 255)');
    await shot(page, 'dark-announcement-form');
    await expectReadable(page, 'announcement form');
  });

  test('the website preview: its headings in the text colour of the theme on its ground', async ({
    page,
  }) => {
    await page.goto('/tools/website-preview');
    const site = page.frameLocator('iframe').first();
    const heading = site.getByRole('heading', { name: '产品线' });
    await expect(heading).toBeVisible();
    const bg = over(await backgroundOf(heading), '#000000');
    const ink = over(await heading.evaluate((h) => getComputedStyle(h).color), bg);
    expect(contrast(ink, bg)).toBeGreaterThanOrEqual(4.5);
    await shot(page, 'dark-website-preview');
  });

  test('the charts of the home page, the monitor dashboard and a monitor page', async ({ page }) => {
    const visits = page.getByRole('img', { name: '近 7 日访问' });
    await visits.scrollIntoViewIfNeeded();
    expect(await chartTextContrast(visits)).toBeGreaterThanOrEqual(4.5);
    await shot(page, 'dark-dashboard-analysis');

    await openFromMenu(page, '仪表盘', '监控页');
    expect(await chartTextContrast(page.getByRole('img', { name: '每 5 秒请求数' }))).toBeGreaterThanOrEqual(
      4.5,
    );
    await shot(page, 'dark-dashboard-monitor');

    await openFromMenu(page, '系统监控', '服务器信息');
    const history = page.getByRole('img', { name: '近期使用率（%）' });
    await expect(history.locator('svg path[d*="C"]').first()).toBeAttached({ timeout: 20_000 });
    expect(await chartTextContrast(history)).toBeGreaterThanOrEqual(4.5);
    await shot(page, 'dark-monitor-system');
  });
});

test('switching dark mode on in the settings drawer re-themes the open chart in place', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '仪表盘', '监控页');
  const chart = page.getByRole('img', { name: '每 5 秒请求数' });
  await expect(chart.locator('svg text').first()).toBeAttached();
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  await page.getByRole('switch', { name: '暗黑模式' }).click();
  await page.locator('.ant-drawer-close').click();
  await expect(page.locator('html')).toHaveClass(/weld-dark/);
  expect(await backgroundOf(chart)).toBe('rgb(20, 20, 20)');
  expect(await chartTextContrast(chart)).toBeGreaterThanOrEqual(4.5);
});

test('the sign-in, registration and password pages: their texts read on the dark sweep behind them', async ({
  page,
}) => {
  await darkMode(page);
  // axe leaves text on a gradient undecided, so the texts are measured against the sweep's lightest stop
  const lightestStop = '#111a2c';
  for (const url of ['/user/login', '/user/register', '/user/alteration']) {
    await page.goto(url);
    await expect(page.locator('.user-layout-desc')).toBeVisible();
    const texts = page.locator(
      '.user-layout-title, .user-layout-desc, .user-layout-footer, .ant-steps-item-title, .weld-login-modes button',
    );
    for (const colour of await texts.evaluateAll((els) => els.map((e) => getComputedStyle(e).color)))
      expect(contrast(over(colour, lightestStop), lightestStop), `${url} ${colour}`).toBeGreaterThanOrEqual(
        4.5,
      );
    await shot(page, `dark-${url.split('/').pop()}`);
  }
});
