import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, dialogOpened, openFromMenu, shot } from './support';
import { designer, headRow } from './online-designer';
import { api, tokenOf } from './online-form-fixture';

test.use({ actionTimeout: 15_000 });

const RUN = Date.now().toString(36).slice(-5);
const TABLE = `e2e_refuse_${RUN}`;
const FIRST = 'Weld#Form2026a';
const PASSWORD = 'Weld#Form2026b';
const DESIGNER = { username: `cgform${RUN}`, realname: '表单设计员' };
/** 在线开发 › 表单开发 with the rights to list, add and edit designs: no export right. */
const RIGHTS = 'ionline,ionline-cgform,online-cgform-list,online-cgform-add,online-cgform-edit';

/** A design the designer will edit, and a role with the designing rights held by the journey's own user. */
async function seed(request: APIRequestContext): Promise<{ admin: string; headId: string }> {
  const admin = await tokenOf(request, ADMIN.username, ADMIN.password);
  const head = await api<{ id: string }>(request, admin, 'POST', '/online/cgform/api/addAll', {
    head: { tableName: TABLE, tableTxt: '焊材台账', tableType: 1 },
    fields: [
      { dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36, dbIsKey: 1, dbIsNull: 0 },
      { dbFieldName: 'wire_no', dbFieldTxt: '焊丝批号', dbType: 'string', dbLength: 32 },
    ],
  });
  await api(request, admin, 'POST', '/sys/role/add', { roleName: `表单设计${RUN}`, roleCode: `cgf_${RUN}` });
  const roles = await api<{ id: string; roleCode: string }[]>(request, admin, 'GET', '/sys/role/queryall');
  const roleId = roles.find((r) => r.roleCode === `cgf_${RUN}`)?.id as string;
  await api(request, admin, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: RIGHTS,
    lastpermissionIds: '',
  });
  await api(request, admin, 'POST', '/sys/user/add', {
    ...DESIGNER,
    password: FIRST,
    orgCode: 'A01',
    selectedroles: roleId,
    selecteddeparts: 'depart-A01',
  });
  const own = await tokenOf(request, DESIGNER.username, FIRST);
  await api(request, own, 'POST', '/sys/user/updatePassword', {
    username: DESIGNER.username,
    oldpassword: FIRST,
    password: PASSWORD,
    confirmpassword: PASSWORD,
  });
  return { admin, headId: head.id };
}

const listRow = (page: Page) => headRow(page, TABLE);

test.afterEach(async ({ request }) => {
  const admin = await tokenOf(request, ADMIN.username, ADMIN.password);
  const headers = { 'X-Access-Token': admin };
  const listed = (await (
    await request.get(`/api/online/cgform/head/list?tableName=${TABLE}`, { headers })
  ).json()) as { result: { records: { id: string }[] } };
  for (const { id } of listed.result.records)
    await request.delete(`/api/online/cgform/head/removeRecord?id=${id}`, { headers });
});

test('a designer without the export right edits a form; a save over someone else’s change and a taken table name are refused where they were typed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, headId } = await seed(request);
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入账号').fill(DESIGNER.username);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  await openFromMenu(page, '在线开发', '表单开发');

  // the whole head is read with the list right alone
  await listRow(page).getByRole('button', { name: '编辑' }).click();
  await dialogOpened(designer(page));
  await expect(designer(page).locator('#tableTxt')).toHaveValue('焊材台账');

  // meanwhile the administrator saves the same form
  const stored = await api<{ tableVersion: number }>(
    request,
    admin,
    'GET',
    `/online/cgform/head/queryById?id=${headId}`,
  );
  const fields = await api<unknown[]>(
    request,
    admin,
    'GET',
    `/online/cgform/field/listByHeadId?headId=${headId}`,
  );
  await api(request, admin, 'PUT', '/online/cgform/api/editAll', {
    head: { ...stored, tableTxt: '焊材台账（管理员改）' },
    fields,
    indexs: [],
  });

  await designer(page).locator('#tableTxt').fill('焊材台账（设计员改）');
  await designer(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(designer(page).locator('.ant-alert-error')).toContainText(
    '表单已被他人修改，请重新打开后再保存',
  );
  await shot(page, 'cgform-stale-version-zh');
  await designer(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();
  // reopened, the designer shows the other change
  await listRow(page).getByRole('button', { name: '编辑' }).click();
  await dialogOpened(designer(page));
  await expect(designer(page).locator('#tableTxt')).toHaveValue('焊材台账（管理员改）');
  await designer(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(designer(page)).toBeHidden();

  // a new form cannot take that table: the reason shows under 表名 before anything is saved
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await dialogOpened(designer(page));
  await designer(page).locator('#tableName').fill(TABLE);
  await expect(designer(page).getByText(`表名 ${TABLE} 已被其他在线表单使用`)).toBeVisible();
  // the earlier save's message has gone by then
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await shot(page, 'cgform-table-taken-zh');
  await designer(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();
});
