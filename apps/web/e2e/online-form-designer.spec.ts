import { expect, test, type Page } from '@playwright/test';
import { ADMIN, dialogOpened, openFromMenu, shot, signIn } from './support';
import { designer, gridOf, rowOf, headRow, choose } from './online-designer';

test.use({ actionTimeout: 15_000 });

const TABLE = 'e2e_weld_record';

const listRow = (page: Page) => headRow(page, TABLE);

/** A journey stopped half-way leaves its design and table behind: delete them. */
test.afterEach(async ({ request }) => {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
  const listed = (await (
    await request.get(`/api/online/cgform/head/list?tableName=${TABLE}`, { headers })
  ).json()) as { result: { records: { id: string }[] } };
  for (const { id } of listed.result.records)
    await request.delete(`/api/online/cgform/head/delete?id=${id}`, { headers });
});

test('an admin designs a form with fields of several types and a unique index, saves it, syncs it to the database, and a reserved table name is refused', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '在线开发', '表单开发');
  await expect(page.getByRole('button', { name: '从数据库导入' })).toBeVisible();
  await shot(page, 'cgform-list-empty-zh');

  // a new design starts with the standard columns
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await dialogOpened(designer(page));
  const grid = gridOf(page);
  await expect(rowOf(grid, 1).getByLabel('字段名称')).toHaveValue('id');
  await designer(page).locator('#tableName').fill(TABLE);
  await designer(page).locator('#tableTxt').fill('焊接记录');

  const fields: [string, string, string | null, string | null][] = [
    ['weld_no', '焊缝编号', null, null],
    ['current_a', '焊接电流', 'int', null],
    ['weld_date', '焊接日期', 'Date', null],
  ];
  for (const [i, [name, txt, type, length]] of fields.entries()) {
    await grid.getByRole('button', { name: /新\s*增$/ }).click();
    const row = rowOf(grid, 7 + i);
    await row.getByLabel('字段名称').fill(name);
    await row.getByLabel('字段备注').fill(txt);
    if (type) await choose(page, row.getByLabel('字段类型'), type);
    if (length) {
      await row.getByLabel('字段长度').fill('');
      await row.getByLabel('字段长度').pressSequentially(length);
    }
  }
  await designer(page).getByRole('tab', { name: '页面属性' }).click();
  await expect(rowOf(gridOf(page), 8).getByText('current_a')).toBeVisible();
  await shot(page, 'cgform-designer-zh');

  await designer(page).getByRole('tab', { name: '索引' }).click();
  const indexGrid = gridOf(page);
  await indexGrid.getByRole('button', { name: /新\s*增$/ }).click();
  await rowOf(indexGrid, 1).getByLabel('索引名称').fill('uk_weld_no');
  // a multiple select stays open after a choice
  await rowOf(indexGrid, 1).getByLabel('索引栏位').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'weld_no' }).click();
  await page.keyboard.press('Escape');
  await expect(rowOf(indexGrid, 1)).toContainText('weld_no');
  await choose(page, rowOf(indexGrid, 1).getByLabel('索引类型'), '唯一');
  // an int keeps the string's length 32: core's check refuses it before anything is sent, at its cell
  await designer(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(designer(page).locator('.ant-alert-error')).toContainText(
    'current_a（int）的长度须在 0 到 20 之间',
  );
  await designer(page).getByRole('tab', { name: '数据库属性' }).click();
  const length = rowOf(gridOf(page), 8).getByLabel('字段长度');
  await expect(
    rowOf(gridOf(page), 8).locator('.weld-grid-cell.is-invalid[data-key="dbLength"]'),
  ).toBeVisible();
  await length.fill('');
  await length.pressSequentially('10');

  await designer(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  await expect(designer(page)).toBeHidden();
  await expect(listRow(page)).toContainText('未同步');
  await expect(listRow(page)).toContainText('焊接记录');

  // the sync shows its plan first
  await listRow(page).getByRole('button', { name: '同步数据库' }).click();
  const sync = page.locator('.ant-modal', { hasText: `同步数据库：${TABLE}` });
  await dialogOpened(sync);
  await expect(sync.getByTestId('sync-statements')).toContainText(/create table/i);
  await expect(sync.getByTestId('sync-statements')).toContainText('uk_weld_no');
  // new fields allow nulls unless told
  await expect(sync.getByTestId('sync-statements')).not.toContainText('"weld_no" varchar(32) not null');
  await shot(page, 'cgform-sync-plan-zh');
  await sync.getByRole('button', { name: '开始同步' }).click();
  await expect(page.getByText('同步数据库成功！')).toBeVisible();
  await expect(listRow(page)).toContainText('已同步');
  await shot(page, 'cgform-list-zh');

  // a reserved word is refused with the server's own message, before anything is sent
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await dialogOpened(designer(page));
  await designer(page).locator('#tableName').fill('select');
  await expect(designer(page).getByText('select 是数据库保留字')).toBeVisible();
  await designer(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();

  // the same screens in English
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await openFromMenu(page, 'Online development', 'Form development');
  await expect(listRow(page)).toContainText('Synced');
  await shot(page, 'cgform-list-en');
  await listRow(page).getByRole('button', { name: 'Edit' }).click();
  await dialogOpened(designer(page));
  await expect(rowOf(gridOf(page), 8).getByLabel('Field name')).toHaveValue('current_a');
  await shot(page, 'cgform-designer-en');
  await designer(page).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
});
