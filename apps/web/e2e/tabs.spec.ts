import { expect, test, type Page } from '@playwright/test';
import { menuItem, openFromMenu, shot, signIn } from './support';

const tab = (page: Page, title: string) =>
  page.locator('.weld-tabs .ant-tabs-tab').filter({ hasText: title });

/** Opens a tab's menu and runs one of its commands; a click during the menu's opening motion can miss, so it retries. */
async function tabCommand(page: Page, title: string, command: string, tabsLeft: number): Promise<void> {
  await expect(async () => {
    await tab(page, title).click({ button: 'right' });
    await page
      .locator('.ant-dropdown:visible')
      .getByRole('menuitem', { name: command })
      .click({ timeout: 2_000 });
    await expect(page.locator('.weld-tabs .ant-tabs-tab')).toHaveCount(tabsLeft, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('three pages open as tabs; the tab menu refreshes and closes; home stays', async ({ page }) => {
  await signIn(page);
  // each page finishes loading before the next click, as a reader would wait for it
  await openFromMenu(page, '个人页', '个人中心');
  await expect(page).toHaveURL(/\/account\/center/);
  await menuItem(page, '个人设置').click();
  await expect(page).toHaveURL(/\/account\/settings\/base/);
  await openFromMenu(page, '结果页', '成功页');
  await expect(page).toHaveURL(/\/result\/success/);
  await expect(page.locator('.weld-tabs .ant-tabs-tab')).toHaveCount(4);
  await shot(page, 'tabs-zh');

  await tab(page, '个人中心').click();
  await expect(page).toHaveURL(/\/account\/center/);

  // the menu can close again while the page under it is still rendering: open it until its items show
  await expect(async () => {
    await tab(page, '个人中心').click({ button: 'right' });
    for (const name of ['刷新', '关闭左侧', '关闭右侧'])
      await expect(page.locator('.ant-dropdown:visible').getByRole('menuitem', { name })).toBeVisible({
        timeout: 1_000,
      });
  }).toPass({ timeout: 15_000 });
  await shot(page, 'tabs-menu-zh');
  await tabCommand(page, '个人中心', '关闭右侧', 2);

  await menuItem(page, '个人设置').click();
  await expect(page).toHaveURL(/\/account\/settings\/base/);
  await menuItem(page, '成功页').click();
  await expect(page).toHaveURL(/\/result\/success/);
  await tabCommand(page, '个人设置', '关闭其他', 2);
  await expect(page).toHaveURL(/\/account\/settings\/base/);

  // a click while the settings page is still settling can miss: click until the tab is gone
  await expect(async () => {
    if (await tab(page, '个人设置').count())
      await tab(page, '个人设置').locator('.ant-tabs-tab-remove').click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/dashboard\/analysis/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await tabCommand(page, '首页', '关闭其他', 1);
  await expect(tab(page, '首页').locator('.ant-tabs-tab-remove')).toHaveCount(0);
});
