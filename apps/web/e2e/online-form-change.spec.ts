import { expect, test, type Page } from '@playwright/test';
import { adminToken, api, formDesign, publish, removeForms } from './online-form-fixture';
import { dialogOpened, openFromMenu, shot, signIn } from './support';
import { designer, gridOf, rowOf, headRow, choose } from './online-designer';

test.use({ actionTimeout: 15_000 });

const TABLE = 'e2e_weld_batch';

const listRow = (page: Page) => headRow(page, TABLE);
const syncDialog = (page: Page) => page.locator('.ant-modal', { hasText: `同步数据库：${TABLE}` });

async function save(page: Page) {
  await designer(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('保存成功！').last()).toBeVisible();
  await expect(designer(page)).toBeHidden();
}

test.afterEach(({ request }) => removeForms(request, TABLE));

test('an admin adds a field and a unique index to a form holding rows and syncs them with the rows kept, adds the form to the menu, then a narrowing that would cut values is refused with the reason', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const id = await publish(
    request,
    formDesign(TABLE, '焊材批次', [['title', '批次名称', 'string', { dbLength: 20, isQuery: 1 }]]),
  );
  for (const title of ['ER50-6 焊丝 1.2mm', 'E4303 焊条'])
    await api(request, admin, 'POST', `/online/cgform/api/form/${id}`, { title });

  await signIn(page);
  await openFromMenu(page, '在线开发', '表单开发');
  await listRow(page).getByRole('button', { name: '编辑' }).click();
  await dialogOpened(designer(page));
  const grid = gridOf(page);
  await grid.getByRole('button', { name: /新\s*增$/ }).click();
  await rowOf(grid, 8).getByLabel('字段名称').fill('batch_no');
  await rowOf(grid, 8).getByLabel('字段备注').fill('批次号');
  await designer(page).getByRole('tab', { name: '索引' }).click();
  const indexGrid = gridOf(page);
  await indexGrid.getByRole('button', { name: /新\s*增$/ }).click();
  await rowOf(indexGrid, 1).getByLabel('索引名称').fill('uk_batch_no');
  await rowOf(indexGrid, 1).getByLabel('索引栏位').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'batch_no' }).click();
  await page.keyboard.press('Escape');
  await choose(page, rowOf(indexGrid, 1).getByLabel('索引类型'), '唯一');
  await save(page);
  await expect(listRow(page)).toContainText('未同步');

  // the plan alters the table in place: no drop, the rows stay
  await listRow(page).getByRole('button', { name: '同步数据库' }).click();
  await dialogOpened(syncDialog(page));
  const statements = syncDialog(page).getByTestId('sync-statements');
  await expect(statements).toContainText('batch_no');
  await expect(statements).toContainText('uk_batch_no');
  await expect(statements).not.toContainText(/drop table/i);
  await shot(page, 'cgform-sync-alter-zh');
  await syncDialog(page).getByRole('button', { name: '开始同步' }).click();
  await expect(page.getByText('同步数据库成功！')).toBeVisible();
  await expect(listRow(page)).toContainText('已同步');
  const rows = await api<{ records: { title: string; batchNo: string | null }[] }>(
    request,
    admin,
    'GET',
    `/online/cgform/api/getData/${id}?pageSize=10`,
  );
  expect(rows.records.map((r) => r.title).sort()).toEqual(['E4303 焊条', 'ER50-6 焊丝 1.2mm']);

  // 添加到菜单 under 在线开发: the admin's side menu opens the form's list, the rows kept
  await listRow(page).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '添加到菜单' }).click();
  const menuDialog = page.locator('.ant-modal', { hasText: '上级菜单' });
  await dialogOpened(menuDialog);
  await expect(menuDialog.getByLabel('菜单名称')).toHaveValue('焊材批次');
  await menuDialog.getByLabel('上级菜单').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('在线开发', { exact: true }).click();
  await shot(page, 'cgform-add-to-menu-zh');
  await menuDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已添加到菜单，请在角色管理中为角色授权')).toBeVisible();
  await openFromMenu(page, '在线开发', '焊材批次');
  await expect(page.locator('.ant-table-row', { hasText: 'E4303 焊条' })).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: 'ER50-6 焊丝 1.2mm' })).toBeVisible();
  await openFromMenu(page, '在线开发', '表单开发');

  // 批次名称 holds 15 characters: length 5 would cut both rows, and normal sync refuses it, saying so
  await listRow(page).getByRole('button', { name: '编辑' }).click();
  await dialogOpened(designer(page));
  const length = rowOf(gridOf(page), 7).getByLabel('字段长度');
  await length.fill('');
  await length.pressSequentially('5');
  await save(page);
  await listRow(page).getByRole('button', { name: '同步数据库' }).click();
  await dialogOpened(syncDialog(page));
  await expect(syncDialog(page).locator('.ant-alert-error')).toContainText(
    '字段 title 最长的值有 15 个字符，长度改为 5 会截断 2 行',
  );
  await expect(syncDialog(page).getByRole('button', { name: '开始同步' })).toBeDisabled();
  await shot(page, 'cgform-sync-refused-zh');
  await syncDialog(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(listRow(page)).toContainText('未同步');
  // nothing ran: the table keeps both rows
  const table = await api<{ rows: number }>(request, admin, 'GET', `/online/cgform/head/tableRows?id=${id}`);
  expect(table.rows).toBe(2);
});
