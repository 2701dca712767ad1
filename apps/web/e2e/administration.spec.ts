import { expect, test, type Page } from '@playwright/test';
import { ADMIN, menuItem, openFromMenu, pick, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const INSPECTOR = { username: 'inspector01', password: 'Insp@2026!x' };
const row = (page: Page, text: string) => page.locator('.ant-table-tbody tr', { hasText: text });
const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();
const ok = (page: Page) => drawer(page).getByRole('button', { name: /确\s*定/ });

async function open(page: Page, title: string): Promise<void> {
  await menuItem(page, title).click();
  await expect(page.locator('.ant-tabs-tab-active', { hasText: title })).toBeVisible();
}

/** Positions of three ranks, added through the kit's own form, for the data rule to sort out. */
async function addPositions(page: Page): Promise<void> {
  await open(page, '职务管理');
  for (const [code, name, rank] of [
    ['QC-01', '质检工程师', '中级'],
    ['QC-02', '质检组长', '中级'],
    ['QC-03', '质检员', '员级'],
  ]) {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.locator('#position-form_code').fill(code);
    await page.locator('#position-form_name').fill(name);
    await pick(page, 'position-form_postRank', rank);
    await ok(page).click();
    await expect(row(page, code)).toBeVisible();
  }
}

// leaves 职务管理 as the other journeys expect it, also when the journey stops half-way: the admin removes its positions
test.afterEach(async ({ request }) => {
  const login = await request.post('/api/sys/login', {
    data: { username: 'admin', password: ADMIN.password },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const headers = { 'X-Access-Token': token };
  const listed = await request.get('/api/sys/position/list?code=QC-*&pageSize=100', { headers });
  const ids = ((await listed.json()) as { result: { records: { id: string }[] } }).result.records.map(
    (r) => r.id,
  );
  if (ids.length > 0)
    expect(
      (await request.delete(`/api/sys/position/deleteBatch?ids=${ids.join(',')}`, { headers })).ok(),
    ).toBe(true);
});

test('an administrator builds a department, a role with menu, button and data rights and a user, whose menu and list follow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await menuItem(page, '系统管理').click();

  // 部门管理: a new department under the company, with a generated org code
  await open(page, '部门管理');
  await page.locator('.ant-tree').getByText('焊接设备制造有限公司', { exact: true }).click();
  await page.getByRole('button', { name: '添加下级' }).click();
  await page.locator('#depart-form_departName').fill('质检科');
  await ok(page).click();
  await expect(page.locator('.ant-tree').getByText('质检科', { exact: true })).toBeVisible();
  await page.locator('.ant-tree').getByText('质检科', { exact: true }).click();
  await expect(page.getByTestId('org-code')).toHaveValue(/^A01A0\d$/);
  await shot(page, 'admin-depart');

  await addPositions(page);

  // 菜单管理: a data rule on 职务管理 — only intermediate (中级 = 3) positions
  await open(page, '菜单管理');
  await row(page, '系统管理').locator('.ant-table-row-expand-icon').click();
  await row(page, '职务管理').getByRole('button', { name: '数据规则' }).click();
  await drawer(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const ruleForm = page.locator('.ant-modal', { has: page.locator('#data-rule-form_ruleName') });
  await page.locator('#data-rule-form_ruleName').fill('只看中级职务');
  await pick(page, 'data-rule-form_ruleColumn', '职级');
  await page.locator('#data-rule-form_ruleValue').fill('3');
  await ruleForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer(page).getByText('只看中级职务')).toBeVisible();
  await shot(page, 'admin-data-rule');
  await drawer(page).locator('.ant-drawer-close').click();
  await expect(page.locator('.ant-drawer.ant-drawer-open')).toHaveCount(0);

  // 角色管理: the role, its menu and button rights (职务管理, 职务查询, 职务导出; not 新增) and the rule
  await open(page, '角色管理');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await page.locator('#role-form_roleName').fill('质检员');
  await page.locator('#role-form_roleCode').fill('inspector');
  await ok(page).click();
  await row(page, 'inspector').getByRole('button', { name: '授权' }).click();
  const tree = drawer(page).locator('.ant-tree');
  for (const title of ['职务管理', '职务查询', '职务导出']) {
    await tree.locator('.ant-tree-treenode', { hasText: title }).last().locator('.ant-tree-checkbox').click();
  }
  await drawer(page).getByRole('button', { name: '仅保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await tree.locator('.ant-tree-treenode', { hasText: '职务管理' }).last().locator('.ant-tree-title').click();
  await drawer(page).getByText('只看中级职务').click();
  await drawer(page).getByRole('button', { name: '保存规则' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await shot(page, 'admin-role-rights');
  await drawer(page).getByRole('button', { name: '保存并关闭' }).click();

  // 用户管理: the user, in the new department, with the role
  await open(page, '用户管理');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await page.locator('#user-form_username').fill(INSPECTOR.username);
  await page.locator('#user-form_realname').fill('质检员甲');
  await page.locator('#user-form_password').fill(INSPECTOR.password);
  await pick(page, 'user-form_selectedroles', '质检员');
  // the roles select stays open after a choice (multiple mode): the first click may only close it
  const picker = page.locator('.ant-modal:visible', { has: page.locator('.ant-tree') });
  await expect(async () => {
    await page.locator('#user-form_selecteddeparts').click();
    await expect(picker).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // a click while the tree still settles can miss: tick until the box shows ticked (never untick)
  const node = picker.locator('.ant-tree-treenode', { has: page.getByText('质检科', { exact: true }) });
  await expect(async () => {
    if ((await node.locator('.ant-tree-checkbox-checked').count()) === 0)
      await node.locator('.ant-tree-checkbox').click();
    await expect(node.locator('.ant-tree-checkbox-checked')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await shot(page, 'admin-user-form');
  await ok(page).click();
  await expect(row(page, INSPECTOR.username)).toBeVisible();
  await page.locator('.ant-tree').getByText('质检科', { exact: true }).click();
  await expect(row(page, INSPECTOR.username)).toBeVisible();
  await expect(page.getByText('共1条')).toBeVisible();
  await expect(page.locator('.ant-notification-notice-error')).toHaveCount(0);
  await shot(page, 'admin-users');

  // the inspector: only 职务管理 in the menu, no 新增, and only intermediate positions
  await page.locator('.ant-layout-header').getByText('管理员').click();
  await page.getByText('退出登录').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await page.getByPlaceholder('请输入账号').fill(INSPECTOR.username);
  await page.getByPlaceholder('请输入密码').fill(INSPECTOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // 首页 belongs to every signed-in user even though the role grants no such menu: the inspector lands there
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await expect(menuItem(page, '首页')).toBeVisible();
  await expect(menuItem(page, '用户管理')).toHaveCount(0);
  await openFromMenu(page, '系统管理', '职务管理');
  await expect(page).toHaveURL(/\/isystem\/position/);
  await expect(page.getByText('共2条')).toBeVisible();
  await expect(row(page, 'QC-01')).toBeVisible();
  await expect(row(page, 'QC-03')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  await shot(page, 'inspector-positions');
});
