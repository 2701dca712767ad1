import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, openFromMenu, pick, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const FIRST = 'Weld#Seq2026a';
const PASSWORD = 'Weld#Seq2026b';
const A = { username: `seqa${RUN.toLowerCase()}`, realname: '王工' };
const B = { username: `seqb${RUN.toLowerCase()}`, realname: '赵工' };
const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();
const rows = (page: Page) => page.locator('.ant-layout-content .ant-table-tbody tr.ant-table-row');

type Answer<T> = { success: boolean; message: string; result: T };

/** A JSON call that must succeed; answers its result. */
async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'X-Access-Token': token }, data });
  const body = (await res.json()) as Answer<T>;
  expect(body.success, `${path}: ${body.message}`).toBe(true);
  return body.result;
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/sys/login', { data: { username, password } });
  return ((await res.json()) as Answer<{ token: string }>).result.token;
}

/**
 * Two model subtrees with sequences, a role that opens 程序列表, and two specialists holding it (their first
 * password already changed), all through the administrator's API.
 */
async function seed(request: APIRequestContext): Promise<void> {
  const admin = await tokenOf(request, ADMIN.username, ADMIN.password);
  const node = async (code: string, nodeType: string, parentId: string | null) => {
    await api(request, admin, 'POST', '/weld/model/add', {
      parentId,
      nodeType,
      code,
      name: code,
      productKind: 'machine',
      status: '1',
      sortNo: 1,
      orgCode: 'A01',
    });
    const page = await api<{ records: { id: string; code: string }[] }>(
      request,
      admin,
      'GET',
      `/weld/model/list?pageSize=100&code=${code}`,
    );
    return page.records.find((r) => r.code === code)?.id as string;
  };
  const models: string[] = [];
  for (const side of ['A', 'B']) {
    const line = await node(`E2E${RUN}-${side}`, 'line', null);
    const series = await node(`E2E${RUN}-${side}S`, 'series', line);
    models.push(await node(`E2E${RUN}-${side}M`, 'model', series));
  }
  const sequences: [string, number][] = [
    [`SEQ${RUN}-A1`, 0],
    [`SEQ${RUN}-A2`, 0],
    [`SEQ${RUN}-B1`, 1],
  ];
  for (const [code, model] of sequences) {
    await api(request, admin, 'POST', '/weld/sequence/add', {
      modelId: models[model],
      code,
      name: `${code} 碳钢角焊`,
      process: 'mig',
      material: 'carbon',
      thickness: 6,
      current: 220,
      voltage: 24,
      wireFeed: 9.5,
      gasFlow: 15,
      travelSpeed: 45,
      version: 'V1.0',
      status: 'released',
    });
  }
  await api(request, admin, 'POST', '/sys/role/add', {
    roleName: `焊接专家${RUN}`,
    roleCode: `seq_${RUN.toLowerCase()}`,
  });
  const roles = await api<{ id: string; roleCode: string }[]>(request, admin, 'GET', '/sys/role/queryall');
  const roleId = roles.find((r) => r.roleCode === `seq_${RUN.toLowerCase()}`)?.id as string;
  await api(request, admin, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: 'iweld-manual,iweld-sequence',
    lastpermissionIds: '',
  });
  for (const user of [A, B]) {
    await api(request, admin, 'POST', '/sys/user/add', {
      ...user,
      password: FIRST,
      orgCode: 'A01',
      selectedroles: roleId,
      selecteddeparts: 'depart-A01',
    });
    await api(request, admin, 'POST', '/weld/specialist/add', {
      username: user.username,
      level: 'senior',
      certifications: 'ISO 9606-1',
      regions: '华东',
      skills: 'mig',
      status: '1',
    });
    const own = await tokenOf(request, user.username, FIRST);
    await api(request, own, 'POST', '/sys/user/updatePassword', {
      username: user.username,
      oldpassword: FIRST,
      password: PASSWORD,
      confirmpassword: PASSWORD,
    });
  }
}

/** Signs in a user whose home is not the dashboard (a specialist lands on the first screen their menu holds). */
async function signInAs(page: Page, username: string) {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
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

test('an administrator grants a specialist one model subtree; that specialist sees its sequences, a second one sees none', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await seed(request);

  // the sequence form follows the process: TIG feeds no wire, and the current's range is TIG's
  await signIn(page);
  await openFromMenu(page, '说明书管理', '程序列表');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await pick(page, 'weldSequence-form_process', 'TIG');
  await expect(drawer(page).locator('#weldSequence-form_wireFeed')).toBeDisabled();
  await expect(drawer(page).locator('#weldSequence-form_current')).toHaveAttribute('placeholder', '5–400 A');
  await shot(page, 'weld-sequences-form-tig');
  await drawer(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();

  // 专家列表 shows the two specialists with their level and certifications
  await openFromMenu(page, '专项管理', '专家列表');
  await expect(rows(page).filter({ hasText: A.realname })).toContainText('ISO 9606-1');
  await expect(rows(page).filter({ hasText: B.realname })).toContainText('高级');
  await shot(page, 'weld-sequences-specialists');

  // 程序权限: 王工 may view the sequences below the A line
  await openFromMenu(page, '专项管理', '程序权限');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await pick(page, 'weldSequencePower-form_granteeType', '专家');
  await pick(page, 'weldSequencePower-form_grantee', A.username);
  await pick(page, 'weldSequencePower-form_targetType', '型号节点');
  await expect(async () => {
    await page.locator('#weldSequencePower-form_targetId').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: `E2E${RUN}-A（` })
      .first()
      .click({ timeout: 2_000 });
    await expect(
      drawer(page).locator('.ant-select', { has: page.locator('#weldSequencePower-form_targetId') }),
    ).toContainText(`E2E${RUN}-A`, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await pick(page, 'weldSequencePower-form_actions', '查看');
  await page.keyboard.press('Escape');
  await drawer(page).locator('#weldSequencePower-form_validFrom').click();
  await drawer(page).locator('#weldSequencePower-form_validFrom').fill('2026-01-01');
  await page.keyboard.press('Enter');
  await shot(page, 'weld-sequences-grant-form');
  await drawer(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const grant = rows(page).filter({ hasText: A.realname });
  await expect(grant).toContainText(`E2E${RUN}-A`);
  await expect(grant).toContainText('查看');
  await shot(page, 'weld-sequences-grants');
  await signOut(page);

  // 王工 sees the two sequences of the A subtree, and not the B one
  await signInAs(page, A.username);
  await openFromMenu(page, '说明书管理', '程序列表');
  await expect(rows(page).filter({ hasText: `SEQ${RUN}-A1` })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: `SEQ${RUN}-A2` })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: `SEQ${RUN}-B1` })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: `SEQ${RUN}-A1` })).toContainText('220');
  await shot(page, 'weld-sequences-specialist-a');
  await signOut(page);

  // 赵工 holds no grant: the list is empty
  await signInAs(page, B.username);
  await openFromMenu(page, '说明书管理', '程序列表');
  await expect(page.locator('.ant-layout-content .ant-table-placeholder')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await shot(page, 'weld-sequences-specialist-b');
});
