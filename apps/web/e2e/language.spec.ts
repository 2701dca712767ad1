import { expect, test } from '@playwright/test';
import { menuItem, openFromMenu, shot, signIn } from './support';

test('switching to ru_RU reloads the shell with Russian texts and Russian menus from the server', async ({
  page,
}) => {
  await signIn(page);
  const saved = page.waitForRequest(
    (r) => r.url().includes('/sys/language/language') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ lang: 'ru_RU' });
  await expect(menuItem(page, 'Главная')).toBeVisible();
  await expect(menuItem(page, 'Системные инструменты')).toBeVisible();
  await expect(page.getByText('Добро пожаловать в')).toBeVisible();
  await shot(page, 'dashboard-ru');

  await openFromMenu(page, 'Личный кабинет', 'Настройки профиля');
  await expect(page.getByRole('tab', { name: 'Безопасность' })).toBeVisible();
  await shot(page, 'account-settings-ru');

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Настройки системы' }).click();
  await expect(page.getByText('Режим вкладок')).toBeVisible();
  await shot(page, 'settings-drawer-ru');
  await page.locator('.ant-drawer-close').click();
  await expect(page.getByText('Режим вкладок')).toBeHidden();

  await page.getByRole('button', { name: 'Язык' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(menuItem(page, '首页')).toBeVisible();
});
