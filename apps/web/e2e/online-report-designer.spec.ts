import { expect, test, type Page } from '@playwright/test';
import { dialogOpened, openFromMenu, shot, signIn } from './support';
import { adminToken, api } from './online-form-fixture';

test.use({ actionTimeout: 15_000 });

const CODE = 'e2e_rp_design';
const NAME = '焊接工艺统计';
const SQL =
  'select i.item_value, i.item_text, i.sort_order from sys_dict_item i ' +
  "join sys_dict d on d.id = i.dict_id where d.dict_code = '${code}'";

const designer = (page: Page) => page.locator('.ant-modal', { hasText: '解析SQL' });
const row = (page: Page, code: string) =>
  page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });

/** Reports (and their menu entries) of these codes, left by a journey stopped half-way. */
async function removeReports(request: Parameters<typeof adminToken>[0], ...codes: string[]) {
  const admin = await adminToken(request);
  for (const code of codes) {
    const listed = await api<{ records: { id: string; code: string }[] }>(
      request,
      admin,
      'GET',
      `/online/cgreport/head/list?code=${code}`,
    );
    for (const r of listed.records.filter((x) => x.code === code))
      await api(request, admin, 'DELETE', `/online/cgreport/head/delete?id=${r.id}`);
  }
}

test('an admin writes, parses, saves, copies and menus a report', async ({ page, request }) => {
  await removeReports(request, CODE, `${CODE}_copy`);
  await signIn(page);
  await openFromMenu(page, '在线开发', '报表开发');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await dialogOpened(designer(page));
  await designer(page).getByLabel('报表编码').fill(CODE);
  await designer(page).getByLabel('报表名称').fill(NAME);
  await designer(page).locator('.cm-content').click();
  await page.keyboard.insertText(SQL);
  await designer(page).getByRole('button', { name: '解析SQL' }).click();
  await expect(page.getByText('已解析：3 个字段，1 个参数')).toBeVisible();
  await designer(page).getByLabel('item_text 字段文本').fill('工艺名称');
  await designer(page).getByRole('checkbox', { name: 'item_text 查询' }).check();
  await designer(page).getByRole('checkbox', { name: 'sort_order 合计' }).check();
  await shot(page, 'cgreport-designer-columns-zh');
  await designer(page)
    .getByRole('tab', { name: /报表参数/ })
    .click();
  await designer(page).getByLabel('code 默认值').fill('weld_process');
  await shot(page, 'cgreport-designer-zh');
  await designer(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  await expect(row(page, CODE)).toBeVisible();

  // reopened, the edits are kept; a second parse keeps them too
  await row(page, CODE).getByRole('button', { name: '编辑' }).click();
  await dialogOpened(designer(page));
  await expect(designer(page).getByLabel('item_text 字段文本')).toHaveValue('工艺名称');
  await designer(page).getByRole('button', { name: '解析SQL' }).click();
  await expect(designer(page).getByLabel('item_text 字段文本')).toHaveValue('工艺名称');
  await expect(designer(page).getByRole('checkbox', { name: 'sort_order 合计' })).toBeChecked();
  await designer(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();

  // 功能测试: the report screen with its 合计
  await row(page, CODE).getByRole('button', { name: '功能测试' }).click();
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.locator('.ant-table-summary')).toContainText('15');
  await openFromMenu(page, '在线开发', '报表开发');

  // 复制: a new report under a free code
  await row(page, CODE).getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: '复制' }).click();
  await dialogOpened(designer(page));
  await expect(designer(page).getByLabel('报表编码')).toHaveValue(`${CODE}_copy`);
  await designer(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row(page, `${CODE}_copy`)).toBeVisible();

  // 添加到菜单 under 在线开发, opened from the side menu
  await row(page, CODE).getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: '添加到菜单' }).click();
  const menuDialog = page.locator('.ant-modal', { hasText: '上级菜单' });
  await dialogOpened(menuDialog);
  await menuDialog.getByLabel('上级菜单').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('在线开发', { exact: true }).click();
  await menuDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已添加到菜单，请在角色管理中为角色授权')).toBeVisible();
  await openFromMenu(page, '在线开发', NAME);
  // the new entry's own route, without a reload: its name in the breadcrumb, not the shared report route's
  await expect(page.locator('.ant-breadcrumb')).toContainText(`在线开发/${NAME}`);
  await expect(page.locator('.ant-table-tbody .ant-table-row')).toHaveCount(5);

  // the copy is deleted, confirmed
  await openFromMenu(page, '在线开发', '报表开发');
  await row(page, `${CODE}_copy`).getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功！')).toBeVisible();
  await expect(row(page, `${CODE}_copy`)).toHaveCount(0);
  await shot(page, 'cgreport-head-zh');
});
