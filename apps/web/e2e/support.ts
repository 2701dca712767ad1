import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';

export const ADMIN = { username: 'admin', password: 'Weld@2026!' };
export const SHOTS = path.join(import.meta.dirname, 'screenshots');

/**
 * Turns on dark mode (the settings drawer's 暗黑模式 switch, kept in localStorage) before the page's first script runs,
 * so every page paints dark from the start, as it does for a reader who turned it on earlier.
 */
export async function darkMode(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const raw = localStorage.getItem('weld.settings');
    const settings = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    localStorage.setItem('weld.settings', JSON.stringify({ ...settings, darkMode: true }));
  });
}

/** Signs in through the login form and waits for the home page. */
export async function signIn(
  page: Page,
  password = ADMIN.password,
  username = ADMIN.username,
): Promise<void> {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toBeVisible();
}

/**
 * Screenshot once Ant Design's open/close motions have finished; a motion that hangs on (leaving messages
 * sometimes do in headless Chromium) delays the picture by three seconds at most. A button's click wave
 * fades for two seconds and says nothing about the screen, so it is finished at once; a spinner's endless
 * turn is not waited for.
 */
export async function shot(page: Page, name: string): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          if (target instanceof Element && target.closest('.ant-wave')) a.finish();
          return a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity;
        }),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The side menu's entry with this title. */
export function menuItem(page: Page, title: string) {
  return page.locator('.ant-layout-sider .ant-menu').getByText(title, { exact: true });
}

/**
 * Opens a page from the side menu: the parent opens its submenu, then the child is clicked; retried while
 * the submenu's opening motion moves the items (a click then can land on a neighbour).
 * @example await openFromMenu(page, '系统管理', '职务管理')
 */
export async function openFromMenu(page: Page, parent: string, child: string): Promise<void> {
  await expect(async () => {
    if (!(await menuItem(page, child).isVisible())) await menuItem(page, parent).click();
    await menuItem(page, child).click({ timeout: 2_000 });
    await expect(page.locator('.ant-layout-sider .ant-menu-item-selected')).toContainText(child, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
}

/** Chooses an option of an antd select and checks it took (a click during the dropdown's motion can miss). */
export async function pick(page: Page, selectId: string, option: string): Promise<void> {
  const select = page.locator('.ant-select', { has: page.locator(`#${selectId}`) });
  await expect(async () => {
    await page.locator(`#${selectId}`).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
      .first()
      .click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The cron editor's dialog (the one with a 秒 tab) and the panel of its open tab. */
export const cronDialog = (page: Page) =>
  page.locator('.ant-modal').filter({ has: page.getByRole('tab', { name: '秒' }) });
export const cronPane = (page: Page) => cronDialog(page).locator('[role="tabpanel"][aria-hidden="false"]');

/**
 * Waits until a dialog has finished its opening zoom: a click during it is aimed where the control was a moment
 * before and can land on the mask, which closes the dialog. Only the dialog's own motion counts (a spinner inside
 * it runs for ever).
 * @example await dialogOpened(page.locator('.ant-modal', { hasText: '高级查询构造器' }))
 */
export async function dialogOpened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate(
        (e) => (e.closest('.ant-modal') ?? e).getAnimations().filter((a) => a.playState === 'running').length,
      ),
    )
    .toBe(0);
}

/** The cron dialog, opened to its full width (608 compact, 800 wide). */
export async function cronDialogOpened(page: Page, width: 608 | 800 = 608): Promise<void> {
  await dialogOpened(cronDialog(page));
  await expect.poll(() => cronDialog(page).evaluate((e) => e.getBoundingClientRect().width)).toBe(width);
}
