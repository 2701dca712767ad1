import { expect, test, type Page } from '@playwright/test';
import { adminToken, api, formDesign, openAddForm, publish, removeForms } from './online-form-fixture';
import { dialogOpened, openFromMenu, shot, signIn } from './support';
import { choose, designer, gridOf, rowOf, headRow } from './online-designer';

test.use({ actionTimeout: 15_000 });

const TABLE = 'e2e_weld_assign';
const WELDER = { username: 'popwelder01', realname: '焊工王五', password: 'Weld@Popup#2026' };
const FORM = `${TABLE}-form`;

const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();

test.beforeAll(async ({ request }) => {
  await removeForms(request, TABLE);
  const admin = await adminToken(request);
  const found = await api<{ records: unknown[] }>(
    request,
    admin,
    'GET',
    `/sys/user/list?username=${WELDER.username}`,
  );
  if (found.records.length === 0) await api(request, admin, 'POST', '/sys/user/add', WELDER);
});
test.afterAll(({ request }) => removeForms(request, TABLE));

test('an admin makes a form field a popup of the users report, and picking two users fills two fields', async ({
  page,
  request,
}) => {
  const id = await publish(
    request,
    formDesign(TABLE, '焊工派工', [
      ['task', '派工任务', 'string', { fieldMustInput: 1 }],
      ['welders', '焊工', 'string', { dbLength: 200 }],
      ['welder_nos', '焊工账号', 'string', { dbLength: 200 }],
    ]),
  );

  // the designer: 焊工 becomes a Popup弹框 of the sys_user report, several rows allowed
  await signIn(page);
  await openFromMenu(page, '在线开发', '表单开发');
  await headRow(page, TABLE).getByRole('button', { name: '编辑' }).click();
  await dialogOpened(designer(page));
  await designer(page).getByRole('tab', { name: '页面属性' }).click();
  const row = rowOf(gridOf(page), 8);
  await expect(row.getByText('welders')).toBeVisible();
  // 23 controls: typed, the list shows Popup弹框 without scrolling
  await choose(page, row.getByLabel('控件类型'), 'Popup弹框', 'Popup');
  await row.getByLabel('字典表').fill('sys_user');
  await row.getByLabel('字典code').fill('realname,username');
  await row.getByLabel('字典Text').fill('welders,welder_nos');
  await row.getByLabel('扩展参数').fill('{"popupMulti":true}');
  await designer(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('保存成功！').last()).toBeVisible();
  await expect(headRow(page, TABLE)).toContainText('已同步');

  // the form: the popup lists the users report, searched by its query fields
  await openAddForm(page, id);
  await page.locator(`#${FORM}_task`).fill('3号线机器人工作站焊接');
  await page.locator(`#${FORM}_welders`).click();
  const picker = page.locator('.ant-modal', { hasText: '选择用户' });
  await dialogOpened(picker);
  await expect(picker.locator('.ant-table-row', { hasText: 'admin' })).toBeVisible();
  // confirming nothing warns
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('请选择一条记录')).toBeVisible();
  await picker.getByLabel('用户账号').fill('popwelder');
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.locator('.ant-table-row')).toHaveCount(1);
  await picker.locator('.ant-table-row', { hasText: WELDER.username }).click();
  await picker.getByRole('button', { name: /重\s*置/ }).click();
  await picker.locator('.ant-table-row', { hasText: 'admin' }).first().click();
  await shot(page, 'cgform-popup-picker-zh');
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toBeHidden();
  await expect(page.locator(`#${FORM}_welders`)).toHaveValue(`${WELDER.realname},管理员`);
  await expect(page.locator(`#${FORM}_welderNos`)).toHaveValue(`${WELDER.username},admin`);
  await shot(page, 'cgform-popup-form-zh');
  await drawer(page)
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const saved = page.locator('.ant-table-tbody .ant-table-row', { hasText: '3号线机器人工作站焊接' });
  await expect(saved).toContainText(`${WELDER.realname},管理员`);
  await expect(saved).toContainText(`${WELDER.username},admin`);

  const admin = await adminToken(request);
  const rows = await api<{ records: { welders: string; welderNos: string }[] }>(
    request,
    admin,
    'GET',
    `/online/cgform/api/getData/${id}?pageSize=10`,
  );
  expect(rows.records).toEqual([
    expect.objectContaining({ welders: `${WELDER.realname},管理员`, welderNos: `${WELDER.username},admin` }),
  ]);
});
