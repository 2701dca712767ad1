import { expect, test, type Page } from '@playwright/test';
import { ADMIN, shot, signIn } from './support';

const NEW_PASSWORD = 'Weld#2027?x';

async function changePassword(page: Page, from: string, to: string) {
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '密码修改' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('旧密码').fill(from);
  await dialog.getByLabel('新密码', { exact: true }).fill(to);
  await dialog.getByLabel('确认新密码').fill(to);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  return dialog;
}

async function signOut(page: Page) {
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/user\/login/);
}

test('the password dialog checks its rules, reports a wrong old password, and the new password signs in', async ({
  page,
}) => {
  await signIn(page);
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '密码修改' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入旧密码!')).toBeVisible();
  await expect(dialog.getByText('请输入新密码!')).toBeVisible();
  await expect(dialog.getByText('请确认新密码!')).toBeVisible();
  await dialog.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('确认新密码').fill('different');
  await expect(dialog.getByText('两次输入的密码不一样！')).toBeVisible();
  await shot(page, 'password-dialog-zh');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  const wrong = await changePassword(page, 'not-the-password', NEW_PASSWORD);
  await expect(page.locator('.ant-message')).toBeVisible();
  await expect(wrong).toBeVisible();
  await wrong.getByRole('button', { name: /取\s*消/ }).click();

  const ok = await changePassword(page, ADMIN.password, NEW_PASSWORD);
  await expect(ok).toBeHidden();
  await signOut(page);
  await signIn(page, NEW_PASSWORD);

  // put the seed password back so the other journeys keep working
  const back = await changePassword(page, NEW_PASSWORD, ADMIN.password);
  await expect(back).toBeHidden();
});
