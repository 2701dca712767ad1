import { expect, test } from '@playwright/test';
import { ADMIN, shot, signIn } from './support';

test('a wrong password is refused with the server message, the right one enters the shell', async ({
  page,
}) => {
  await page.goto('/dashboard/analysis');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis/);
  await shot(page, 'login-zh');
  await page.getByPlaceholder('请输入账号').fill(ADMIN.username);
  await page.getByPlaceholder('请输入密码').fill('wrong-Password1!');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await shot(page, 'login-error-zh');

  await signIn(page);
  await expect(page.getByTestId('greeting')).toContainText('管理员');
  await expect(page).toHaveTitle('焊接设备手册与中控管理系统');
  await expect(page.locator('.ant-statistic').first()).toBeVisible();
  await shot(page, 'dashboard-zh');
});
