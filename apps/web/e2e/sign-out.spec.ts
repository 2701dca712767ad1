import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('signing out ends the session on the server and returns to the login page', async ({
  page,
  request,
}) => {
  await signIn(page);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('weld.accessToken') ?? '{}').value as string,
  );
  const logout = page.waitForRequest((r) => r.url().includes('/sys/logout'));
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await logout;
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('weld.accessToken'))).toBeNull();

  const after = await request.get('/api/sys/user/current', { headers: { 'X-Access-Token': token } });
  expect(after.status()).toBe(401);
  await page.goto('/account/center');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Faccount%2Fcenter/);
});
