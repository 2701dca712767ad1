import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, openFromMenu, pick, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const content = (page: Page) => page.locator('.ant-layout-content');
const logRow = (page: Page, text: string) => content(page).locator('.ant-table-tbody tr', { hasText: text });

/** Two projects of 销售部 (A01A02) added through the API, as another staff member would have. */
async function seedProjects(request: APIRequestContext, suffix: string): Promise<void> {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  for (const [code, name] of [
    [`E2E-${suffix}-1`, '船厂焊接产线改造'],
    [`E2E-${suffix}-2`, '储能电站控制器部署'],
  ]) {
    const added = await request.post('/api/weld/project/add', {
      headers: { 'X-Access-Token': token },
      data: {
        code,
        name,
        levelId: 'plevel-b',
        customer: '江南造船',
        orgCode: 'A01A02',
        status: 'active',
        startDate: '2026-03-01',
        endDate: '2026-09-30',
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
}

/** Ticks one department in the 部门选择 (widgets §2) dialog opened from the field `#id`. */
async function chooseDepart(page: Page, id: string, name: string): Promise<void> {
  await page.locator(`#${id}`).click();
  const dialog = page.locator('.ant-modal', { hasText: '部门选择' });
  await dialog.locator('.ant-tree-treenode', { hasText: name }).last().locator('.ant-tree-checkbox').click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`#${id}`)).toHaveValue(name);
}

test('a project log entry is added, then the projects of 销售部 are previewed and transferred to 售后服务部', async ({
  page,
  request,
}) => {
  const suffix = String(Date.now() % 100000);
  await seedProjects(request, suffix);
  await signIn(page);

  await openFromMenu(page, '说明书管理', '项目日志');
  await expect(logRow(page, `创建项目 E2E-${suffix}-1`)).toHaveCount(1);
  await page.getByRole('button', { name: '添加记录' }).click();
  const drawer = page.locator('.ant-drawer.ant-drawer-open').last();
  await expect(drawer).toHaveCount(1);
  await pick(page, 'weldProjectLog-form_projectId', `E2E-${suffix}-1`);
  await drawer.locator('#weldProjectLog-form_content').fill('客户现场确认首批样件焊缝外观合格');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-drawer.ant-drawer-open')).toHaveCount(0);
  const entry = logRow(page, '客户现场确认首批样件焊缝外观合格');
  await expect(entry).toContainText('手工记录');
  await expect(entry).toContainText(`E2E-${suffix}-1 船厂焊接产线改造`);
  await shot(page, 'weld-project-log');

  await openFromMenu(page, '专项管理', '转移');
  await pick(page, 'transfer-kind', '项目');
  await chooseDepart(page, 'transfer-from', '销售部');
  await chooseDepart(page, 'transfer-to', '售后服务部');
  await page.getByLabel('选择记录').check();
  const candidates = page.getByTestId('transfer-candidates');
  await candidates
    .locator('tr', { hasText: `E2E-${suffix}-1` })
    .locator('.ant-checkbox-input')
    .check();
  await expect(page.getByRole('button', { name: /执\s*行/ })).toBeDisabled();
  await page.getByRole('button', { name: /预\s*览/ }).click();
  const preview = page.getByTestId('transfer-preview');
  await expect(preview).toContainText('将转移 1 条记录：销售部 → 售后服务部');
  await expect(preview.locator('.ant-table-tbody tr')).toHaveCount(1);
  await expect(preview).toContainText(`E2E-${suffix}-1`);
  await shot(page, 'weld-transfer-preview');

  await page.getByRole('button', { name: /执\s*行/ }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('已转移 1 条记录')).toBeVisible();
  const history = content(page).locator('.ant-table-tbody tr', { hasText: '售后服务部' }).first();
  await expect(history).toContainText('项目');
  await expect(history).toContainText('销售部');
  await shot(page, 'weld-transfer-done');

  // the moved project's log tells where it went
  await openFromMenu(page, '说明书管理', '项目日志');
  await expect(logRow(page, '所属组织：销售部 → 售后服务部')).toContainText('组织转移');
});

test('a level lists its projects and refuses deletion while it has some; the manual user form checks the e-mail and machine rows before saving', async ({
  page,
  request,
}) => {
  const suffix = String(Date.now() % 100000);
  await seedProjects(request, `L${suffix}`);
  await signIn(page);

  await openFromMenu(page, '说明书管理', '项目等级');
  const level = content(page).locator('.ant-table-tbody tr', { hasText: '重点项目' }).first();
  await level.getByRole('button', { name: '查看项目' }).click();
  const projects = page.getByTestId('level-projects');
  await expect(projects).toContainText('“重点项目”的项目');
  await expect(projects.locator('.ant-table-tbody tr', { hasText: `E2E-L${suffix}-1` })).toContainText(
    '进行中',
  );
  await level.getByRole('button', { name: /删\s*除/ }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('等级“重点项目”下还有项目，不能删除')).toBeVisible();
  await shot(page, 'weld-project-levels');

  await openFromMenu(page, '说明书管理', '用户列表');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.locator('.ant-drawer.ant-drawer-open').last();
  await drawer.locator('#weldManualUser-form_name').fill(`陈工${suffix}`);
  await drawer.locator('#weldManualUser-form_email').fill('not-an-email');
  await drawer.getByRole('button', { name: '添加机器' }).click();
  await expect(drawer.getByTestId('machines').locator('.ant-table-tbody tr')).toHaveCount(1);
  await shot(page, 'weld-manual-user-form');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await drawer.locator('#weldManualUser-form_email').fill('chen@weld.cn');
  // a machine row without a model is refused in the form before anything is sent
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-drawer.ant-drawer-open')).toHaveCount(1);
  await drawer.getByRole('button', { name: '移除' }).click();
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-drawer.ant-drawer-open')).toHaveCount(0);
  await expect(content(page).locator('.ant-table-tbody tr', { hasText: `陈工${suffix}` })).toContainText('0');
});
