import { expect, test } from '@playwright/test';
import { shot, signIn } from './support';

test('the help button opens the current screen\'s help page, in Chinese', async ({ page }) => {
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
  await expect(page.getByRole('link', { name: '系统监控' })).toBeVisible();
  await shot(page, 'help-index-zh');
});

test('the help button opens the page in the interface language (ru_RU)', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('weld.locale', 'ru_RU'));
  await page.goto('/isystem/user');
  await page.getByRole('button', { name: 'Справка' }).click();
  await expect(page).toHaveURL(/\/help\/system$/);
  await expect(page.getByRole('heading', { name: 'Пользователи и организация' })).toBeVisible();
  await shot(page, 'help-system-ru');
});
