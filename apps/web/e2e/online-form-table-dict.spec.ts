import { expect, test } from '@playwright/test';
import { pick, shot, signIn } from './support';
import { adminToken, api, formDesign, removeForms } from './online-form-fixture';

test.use({ actionTimeout: 15_000 });

const TABLE = 'e2e_weld_duty';
const FORM = `${TABLE}-form`;
// sys_user with username and realname is on the seeded table whitelist
const USERS = { dictTable: 'sys_user', dictText: 'realname', dictField: 'username' };

test.afterAll(async ({ request }) => removeForms(request, TABLE));

test('an online form field whose dictionary is the users table offers their names, saves the account and lists the name', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await removeForms(request, TABLE);
  const admin = await adminToken(request);
  const design = formDesign(TABLE, '值班安排', [
    ['shift_name', '班次', 'string', { fieldMustInput: 1 }],
    ['owner', '值班人', 'string', { fieldShowType: 'list', isQuery: 1, ...USERS }],
  ]);
  const head = await api<{ id: string }>(request, admin, 'POST', '/online/cgform/api/addAll', design);
  await api(request, admin, 'POST', `/online/cgform/api/doDbSynch/${head.id}/normal`);
  const users = await api<{ records: { username: string; realname: string }[] }>(
    request,
    admin,
    'GET',
    '/sys/user/list?username=admin',
  );
  const adminName = users.records.find((u) => u.username === 'admin')!.realname;

  await signIn(page);
  await page.goto(`/online/cgformList/${head.id}`);
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await page.locator(`#${FORM}_shiftName`).fill('夜班');
  // the select offers the users by name, not by account
  await pick(page, `${FORM}_owner`, adminName);
  await shot(page, 'online-form-table-dict-add-zh');
  await page
    .locator('.ant-drawer.ant-drawer-open')
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const row = page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: '夜班' });
  await expect(row).toContainText(adminName);

  const records = await api<{ records: { owner: string }[] }>(
    request,
    admin,
    'GET',
    `/online/cgform/api/getData/${head.id}`,
  );
  expect(records.records.map((r) => r.owner)).toEqual(['admin']);

  // the query form's select searches by the same names
  await pick(page, `${TABLE}-search_owner`, adminName);
  await page
    .getByRole('button', { name: /^查\s*询$/ })
    .first()
    .click();
  await expect(page.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);
  await shot(page, 'online-form-table-dict-list-zh');
});
