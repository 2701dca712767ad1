import { expect, test } from '@playwright/test';
import { shot } from './support';

test('the public pages open without signing in, in Chinese and in English', async ({ page }) => {
  await page.goto('/user/register');
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await page.getByPlaceholder('至少8位密码，区分大小写').fill('abc');
  await expect(page.getByText('密码强度不够')).toBeVisible();
  await shot(page, 'register-zh');

  await page.goto('/user/alteration');
  await expect(page.getByText('验证手机')).toBeVisible();
  await shot(page, 'alteration-zh');

  await page.goto('/officialWebsite/officialWebsitePage');
  await expect(page.getByText('产品线')).toBeVisible();
  await shot(page, 'website-zh');

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fno%2Fsuch%2Fpage/);

  await page.goto('/user/login');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Mobile phone' })).toBeVisible();
  await page.getByRole('tab', { name: 'Mobile phone' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a mobile number')).toBeVisible();
  await shot(page, 'login-phone-en');

  await page.goto('/user/register');
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await shot(page, 'register-en');
  await page.goto('/officialWebsite/officialWebsitePage');
  await expect(page.getByText('Product lines')).toBeVisible();
  await shot(page, 'website-en');
});

test('the Russian registration page keeps its button and its sign-in link apart', async ({ page }) => {
  await page.goto('/user/login');
  await page.evaluate(() => localStorage.setItem('weld.locale', 'ru_RU'));
  await page.goto('/user/register');
  const button = await page.getByRole('button', { name: 'Зарегистрироваться' }).boundingBox();
  const link = await page.getByRole('link', { name: 'Войти с существующей учётной записью' }).boundingBox();
  expect(button && link).toBeTruthy();
  // the link sits beside the button or on its own line, never over it
  const apart = link!.x >= button!.x + button!.width || link!.y >= button!.y + button!.height;
  expect(apart).toBe(true);
  await shot(page, 'register-ru');
});
