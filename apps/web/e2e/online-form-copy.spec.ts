import { expect, test, type Page } from '@playwright/test';
import { dialogOpened, openFromMenu, shot, signIn } from './support';
import { adminToken, api, formDesign, publish, removeForms, userWithRows } from './online-form-fixture';
import { designer, gridOf, headRow } from './online-designer';

test.use({ actionTimeout: 15_000 });

const TABLE = 'e2e_copy_passes';
const TABLE_TXT = '焊道记录';
const COPY_TXT = '焊道记录（检验员）';
const GROUP = 'E2E复制视图';
/** a reader of its own each run: a role code is taken for good */
const RUN = Date.now().toString(36);
const READER = {
  username: `copyreader${RUN}`,
  realname: '焊道检验员',
  password: 'Weld@Copy#2026',
  roleCode: `e2e_copy_${RUN}`,
};
/** the half of the fields the copy leaves out */
const HIDDEN = ['speed', 'heat_input', 'remark'];
let groupId = '';

const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');
const copyList = (page: Page) => page.locator('.ant-modal', { has: page.getByTestId('cgform-copy-list') });
const fieldRow = (page: Page, name: string) =>
  gridOf(page).locator('.weld-grid-row', { has: page.getByText(name, { exact: true }) });

/** A synced form of six fields with two rows, and a menu group for the copy's entry. */
test.beforeAll(async ({ request }) => {
  await removeForms(request, TABLE);
  const admin = await adminToken(request);
  const id = await publish(
    request,
    formDesign(TABLE, TABLE_TXT, [
      ['pass_no', '焊道号', 'int', { isQuery: 1 }],
      ['current_a', '焊接电流', 'int'],
      ['voltage_v', '电弧电压', 'int'],
      ['speed', '焊接速度', 'int'],
      ['heat_input', '热输入', 'int'],
      ['remark', '备注', 'string'],
    ]),
  );
  for (const [pass, current] of [
    [1, 180],
    [2, 200],
  ])
    await api(request, admin, 'POST', `/online/cgform/api/form/${id}`, {
      passNo: pass,
      currentA: current,
      voltageV: 24,
      speed: 30,
      heatInput: 9,
      remark: '内部备注',
    });
  const group = await api<{ id: string }>(request, admin, 'POST', '/sys/permission/add', {
    name: GROUP,
    menuType: 0,
    url: '/e2e-copy',
    component: 'layouts/RouteView',
    icon: 'form',
    sortNo: 92,
  });
  groupId = group.id;
});

test.afterAll(async ({ request }) => {
  await removeForms(request, TABLE);
  const admin = await adminToken(request);
  if (groupId) await api(request, admin, 'DELETE', `/sys/permission/delete?id=${groupId}`);
});

test('an admin makes a copy view of a form with half its fields for a reader, who sees only those', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openFromMenu(page, '在线开发', '表单开发');
  const original = headRow(page, TABLE).filter({ hasNotText: '复制视图' }).first();
  await original.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '复制视图', exact: true }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();

  // the designer opens on the copy: its database part read-only, its fields chosen on 页面属性
  await dialogOpened(designer(page));
  await expect(designer(page)).toContainText(`${TABLE}$1`);
  await expect(designer(page).getByText(`这是表单 ${TABLE} 的复制视图`)).toBeVisible();
  await expect(gridOf(page).getByRole('button', { name: /新\s*增$/ })).toHaveCount(0);
  await designer(page).locator('#tableTxt').fill(COPY_TXT);
  // full screen: every field row is drawn
  await designer(page).getByRole('button', { name: '全屏' }).click();
  await designer(page).getByRole('tab', { name: '页面属性' }).click();
  for (const name of HIDDEN)
    for (const flag of ['表单显示', '列表显示']) {
      const box = fieldRow(page, name).getByLabel(flag);
      // the grid draws the store's value: a click may land while it redraws, so look again
      await expect(async () => {
        if (await box.isChecked()) await box.click();
        await expect(box).not.toBeChecked({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }
  const label = fieldRow(page, 'pass_no').getByLabel('字段备注');
  await label.fill('道次');
  await shot(page, 'cgform-copy-designer-zh');
  const saved = page.waitForResponse((r) => r.url().includes('/online/cgform/api/editAll'));
  await designer(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  expect((await saved).status(), await (await saved).text()).toBe(200);
  await expect(designer(page)).toBeHidden();

  // the head list marks the copy; the copy list shows the original's copies
  const copyRow = headRow(page, `${TABLE}$1`);
  await expect(copyRow.locator('.ant-tag')).toHaveText('复制视图');
  await original.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '复制视图列表' }).click();
  await dialogOpened(copyList(page));
  const listed = copyList(page).locator('.ant-table-row', { hasText: `${TABLE}$1` });
  await expect(listed).toContainText(COPY_TXT);
  await shot(page, 'cgform-copy-list-zh');

  // 添加到菜单 from the copy list: the copy's own entry and rights
  await listed.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '添加到菜单' }).click();
  const menuDialog = page.locator('.ant-modal', { hasText: '上级菜单' });
  await dialogOpened(menuDialog);
  await expect(menuDialog.getByLabel('菜单名称')).toHaveValue(COPY_TXT);
  await menuDialog.getByLabel('上级菜单').fill(GROUP);
  await page.locator('.ant-select-dropdown:visible').getByTitle(GROUP, { exact: true }).click();
  await menuDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已添加到菜单，请在角色管理中为角色授权')).toBeVisible();
  await copyList(page).locator('.ant-modal-footer').getByRole('button').click();
  await expect(copyList(page)).toBeHidden();

  // the same screens in English
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await openFromMenu(page, 'Online development', 'Form development');
  await expect(headRow(page, `${TABLE}$1`).locator('.ant-tag')).toHaveText('Copy view');
  await headRow(page, TABLE)
    .filter({ hasNotText: 'Copy view' })
    .first()
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name: 'Copy views' }).click();
  await dialogOpened(copyList(page));
  await shot(page, 'cgform-copy-list-en');
  await copyList(page).getByRole('button', { name: 'Edit' }).click();
  await dialogOpened(designer(page));
  await expect(designer(page).getByText(`This is a copy view of ${TABLE}`)).toBeVisible();
  await shot(page, 'cgform-copy-designer-en');
  await designer(page).getByRole('button', { name: 'Cancel' }).click();
  await copyList(page).locator('.ant-modal-footer').getByRole('button').click();
  await expect(copyList(page)).toBeHidden();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();

  // a reader role holding the copy's menu entry only
  const admin = await adminToken(request);
  const tree = await api<
    { id: string; url: string | null; children?: { id: string; url: string | null }[] }[]
  >(request, admin, 'GET', '/sys/permission/list');
  const entry = tree.find((n) => n.id === groupId)?.children?.[0];
  expect(entry?.url).toMatch(/^\/online\/cgformList\//);
  await userWithRows(request, admin, READER, [groupId, entry!.id]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, READER.password, READER.username);
  await openFromMenu(page, GROUP, COPY_TXT);
  await expect(rows(page)).toHaveCount(2);
  const header = page.locator('.ant-table-thead');
  for (const text of ['道次', '焊接电流', '电弧电压']) await expect(header).toContainText(text);
  for (const text of ['焊接速度', '热输入', '备注']) await expect(header).not.toContainText(text);
  await expect(rows(page).first()).not.toContainText('内部备注');
  await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await shot(page, 'online-form-copy-reader-zh');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await shot(page, 'online-form-copy-reader-en');
});
