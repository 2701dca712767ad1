import { expect, test, type Page } from '@playwright/test';
import { menuItem, openFromMenu, pick, shot, signIn } from './support';

/** The row of the positions table holding this text. */
const row = (page: Page, text: string) => page.locator('.ant-table-tbody tr', { hasText: text });

test('an administrator creates, searches, edits and deletes a position on 职务管理', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '职务管理');
  await expect(page).toHaveURL(/\/isystem\/position/);
  await expect(page.locator('.ant-table')).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer.getByText('不能为空')).toHaveCount(3);
  await page.locator('#position-form_code').fill('WELD-LEAD');
  await page.locator('#position-form_name').fill('焊接主管');
  await pick(page, 'position-form_postRank', '中级');
  await shot(page, 'position-form-zh');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(row(page, 'WELD-LEAD')).toContainText('中级');

  await page.locator('#position-search_name').fill('主管');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByText('共1条')).toBeVisible();
  await expect(page.locator('.ant-tabs-tab', { hasText: '职务管理' })).toHaveCount(1);
  await shot(page, 'positions-zh');

  await row(page, 'WELD-LEAD')
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(page.locator('#position-form_name')).toHaveValue('焊接主管');
  await page.locator('#position-form_name').fill('焊接车间主管');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row(page, 'WELD-LEAD')).toContainText('焊接车间主管');

  await row(page, 'WELD-LEAD')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row(page, 'WELD-LEAD')).toHaveCount(0);
});

test('职务管理 speaks English', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await openFromMenu(page, 'System', 'Positions');
  await expect(page.getByRole('button', { name: 'Delete selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await page.locator('#position-form_code').fill('WELD-EN');
  await page.locator('#position-form_name').fill('Welding lead');
  await pick(page, 'position-form_postRank', 'Intermediate');
  await page.locator('.ant-drawer').getByRole('button', { name: 'OK' }).click();
  await expect(row(page, 'WELD-EN')).toBeVisible();
  await expect(page.getByText('1 in total')).toBeVisible();
  await shot(page, 'positions-en');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByText('Please select a record!')).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(menuItem(page, '首页')).toBeVisible();
});
