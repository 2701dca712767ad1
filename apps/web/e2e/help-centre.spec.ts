import { expect, test } from '@playwright/test';
import { shot, signIn } from './support';

test("the help button opens the current screen's help page, in Chinese", async ({ page }) => {
  await signIn(page);
  await page.goto('/weld/device/modelTree');
  await page.getByRole('button', { name: '帮助' }).click();
  await expect(page).toHaveURL(/\/help\/weld-device$/);
  await expect(page.getByRole('heading', { name: '型号树' })).toBeVisible();
  await shot(page, 'help-weld-device-zh');

  // links between help pages stay in the app
  await page.locator('.weld-help-body').getByRole('link', { name: '组织设置' }).click();
  await expect(page).toHaveURL(/\/help\/weld-special$/);
  await expect(page.getByRole('heading', { name: '转移' })).toBeVisible();
  await page.getByRole('link', { name: '返回帮助目录' }).click();
  await expect(page.locator('.weld-help-index').getByRole('link', { name: '系统监控' })).toBeVisible();
  await shot(page, 'help-index-zh');

  // the page head's search flag searches every help page; its link list jumps between them
  await page.getByPlaceholder('搜索帮助内容').fill('定时任务');
  await page.getByPlaceholder('搜索帮助内容').press('Enter');
  await expect(page.getByText('搜索“定时任务”的结果')).toBeVisible();
  await expect(page.getByTestId('help-search-hits').getByRole('link', { name: '系统管理' })).toBeVisible();
  await shot(page, 'help-search-zh');
  await page.getByTestId('help-search-hits').getByRole('link', { name: '系统管理' }).click();
  await expect(page).toHaveURL(/\/help\/system$/);
  await page.locator('.weld-page-header-links').getByRole('link', { name: '系统监控' }).click();
  await expect(page).toHaveURL(/\/help\/monitor$/);
  await page.getByPlaceholder('搜索帮助内容').fill('没有这个词');
  await page.getByPlaceholder('搜索帮助内容').press('Enter');
  await expect(page.getByText('没有找到包含“没有这个词”的帮助页面')).toBeVisible();
});

test('the help button opens the page in the interface language (ru_RU)', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('weld.locale', 'ru_RU'));
  await page.goto('/isystem/user');
  await page.getByRole('button', { name: 'Справка' }).click();
  await expect(page).toHaveURL(/\/help\/system$/);
  await expect(page.getByRole('heading', { name: 'Пользователи и организация' })).toBeVisible();
  await shot(page, 'help-system-ru');
  await page.getByPlaceholder('Поиск по справке').fill('cron');
  await page.getByPlaceholder('Поиск по справке').press('Enter');
  await expect(page.getByTestId('help-search-hits').getByRole('link', { name: 'Система' })).toBeVisible();
  await shot(page, 'help-search-ru');
});
