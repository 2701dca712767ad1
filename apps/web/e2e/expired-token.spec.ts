import { expect, test } from '@playwright/test';
import { shot, signIn } from './support';

test('a token deleted on the server sends the user to login with the redirect query', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto('/account/center');
  await expect(page).toHaveURL(/\/account\/center/);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('weld.accessToken') ?? '{}').value as string,
  );
  const out = await request.post('/api/sys/logout', { headers: { 'X-Access-Token': token } });
  expect(out.ok()).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Faccount%2Fcenter/);
  await expect(page.getByText('未授权，请重新登录')).toBeVisible();
  await shot(page, 'expired-token-zh');
  expect(await page.evaluate(() => localStorage.getItem('weld.accessToken'))).toBeNull();
});
