import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, pick, shot, signIn } from './support';

const row = (page: Page, text: string) => page.locator('.ant-table-tbody tr', { hasText: text });

async function addPosition(page: Page, code: string, name: string) {
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await page.locator('#position-form_code').fill(code);
  await page.locator('#position-form_name').fill(name);
  await pick(page, 'position-form_postRank', '中级');
  await page
    .locator('.ant-drawer')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row(page, code)).toBeVisible();
}

/** 导入 opens 导入EXCEL; the file goes in with 开始上传. */
async function importFile(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '导入EXCEL' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: /开始上传/ }).click();
}

test('an administrator exports 职务管理 and imports the file back after deleting the rows', async ({
  page,
}, info) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '职务管理');
  await expect(page.locator('.ant-table')).toBeVisible();
  await addPosition(page, 'XLS-01', '导出焊工甲');
  await addPosition(page, 'XLS-02', '导出焊工乙');

  // the export follows the search: only these two rows
  await page.locator('#position-search_name').fill('导出焊工');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('共2条')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('职务管理.xlsx');
  const file = info.outputPath('职务管理.xlsx');
  await download.saveAs(file);

  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByRole('button', { name: /批量删除/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row(page, 'XLS-0')).toHaveCount(0);

  await importFile(page, file);
  await expect(page.getByText('文件导入成功！数据行数：2')).toBeVisible();
  await expect(row(page, 'XLS-01')).toContainText('导出焊工甲');
  await expect(row(page, 'XLS-02')).toContainText('中级');
  await shot(page, 'positions-import-zh');

  // the same file again: every row is a duplicate, so the server answers with an error report
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await importFile(page, file);
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText('导入成功,但是有错误数据!');
  await shot(page, 'positions-import-report-zh');
  const reporting = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误报告' }).click();
  expect((await reporting).suggestedFilename()).toMatch(/\.xlsx$/);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('共2条')).toBeVisible();

  // leaves the list as it found it for the other 职务管理 journeys
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByRole('button', { name: /批量删除/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row(page, 'XLS-0')).toHaveCount(0);
});
