import { expect, test, type Page } from '@playwright/test';
import { menuItem, shot, signIn } from './support';

const tab = (page: Page, title: string) => page.locator('.weld-tabs .ant-tabs-tab').filter({ hasText: title });

/** Opens a tab's menu and runs one of its commands; a click during the menu's opening motion can miss, so it retries. */
async function tabCommand(page: Page, title: string, command: string, tabsLeft: number): Promise<void> {
  await expect(async () => {
    await tab(page, title).click({ button: 'right' });
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: command }).click({ timeout: 2_000 });
    await expect(page.locator('.weld-tabs .ant-tabs-tab')).toHaveCount(tabsLeft, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('three pages open as tabs; the tab menu refreshes and closes; home stays', async ({ page }) => {
  await signIn(page);
  await menuItem(page, '个人页').click();
  // each page finishes loading before the next click, as a reader would wait for it
  await menuItem(page, '个人中心').click();
  await expect(page).toHaveURL(/\/account\/center/);
  await menuItem(page, '个人设置').click();
  await expect(page).toHaveURL(/\/account\/settings\/base/);
  await menuItem(page, '结果页').click();
  await menuItem(page, '成功页').click();
  await expect(page).toHaveURL(/\/result\/success/);
  await expect(page.locator('.weld-tabs .ant-tabs-tab')).toHaveCount(4);
  await shot(page, 'tabs-zh');

  await tab(page, '个人中心').click();
  await expect(page).toHaveURL(/\/account\/center/);

  await tab(page, '个人中心').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '刷新' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '关闭左侧' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '关闭右侧' })).toBeVisible();
  await shot(page, 'tabs-menu-zh');
  await page.getByRole('menuitem', { name: '关闭右侧' }).click();
  await expect(page.locator('.weld-tabs .ant-tabs-tab')).toHaveCount(2);

  await menuItem(page, '个人设置').click();
  await expect(page).toHaveURL(/\/account\/settings\/base/);
  await menuItem(page, '成功页').click();
  await expect(page).toHaveURL(/\/result\/success/);
  await tabCommand(page, '个人设置', '关闭其他', 2);
  await expect(page).toHaveURL(/\/account\/settings\/base/);

  await tab(page, '个人设置').locator('.ant-tabs-tab-remove').click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await tabCommand(page, '首页', '关闭其他', 1);
  await expect(tab(page, '首页').locator('.ant-tabs-tab-remove')).toHaveCount(0);
});
