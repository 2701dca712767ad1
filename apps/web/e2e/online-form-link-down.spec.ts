import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dialogOpened, openFromMenu, pick, shot, signIn } from './support';
import { adminToken, api, formDesign, openAddForm, publish, removeForms } from './online-form-fixture';
import { choose, designer, gridOf, headRow, rowOf } from './online-designer';

test.use({ actionTimeout: 15_000 });

const TABLE = 'e2e_product_pick';
const FORM = `${TABLE}-form`;
/** The seeded categories under A02 产品类型. */
const MACHINE = 'cat-product-machine';
const ROBOT = 'cat-product-robot';

// the form's drawer: the one open drawer on screen (a closed one may keep its open class while it slides away)
const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').filter({ visible: true });
const row = (page: Page, text: string) =>
  page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: text });

/** Categories this journey adds under the seeded ones, removed again after it (children first). */
const added: string[] = [];
async function addCategory(request: APIRequestContext, token: string, pid: string, name: string) {
  const node = await api<{ id: string }>(request, token, 'POST', '/sys/category/add', { pid, name });
  added.unshift(node.id);
  return node.id;
}

test.afterAll(async ({ request }) => {
  await removeForms(request, TABLE);
  const admin = await adminToken(request);
  for (const id of added.splice(0)) await api(request, admin, 'DELETE', `/sys/category/delete?id=${id}`);
});

test('linked selects: 产品线 → 系列 → 型号 from the category tree, each listing its parent’s children, a new parent emptying the levels below', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await removeForms(request, TABLE);
  const admin = await adminToken(request);
  const mig = await addCategory(request, admin, MACHINE, 'MIG 系列');
  await addCategory(request, admin, mig, 'NB-350');
  await addCategory(request, admin, ROBOT, 'R 系列');
  const id = await publish(
    request,
    formDesign(TABLE, '产品选型', [
      ['title', '选型名称', 'string', { fieldMustInput: 1 }],
      ['line', '产品线', 'string'],
      ['series', '系列', 'string'],
      ['model', '型号', 'string'],
    ]),
  );

  // the designer: 产品线 becomes 联动组件 whose setting names its lower levels and the root category A02
  await signIn(page);
  await openFromMenu(page, '在线开发', '表单开发');
  await headRow(page, TABLE).getByRole('button', { name: '编辑' }).click();
  await dialogOpened(designer(page));
  await designer(page).getByRole('tab', { name: '页面属性' }).click();
  const line = rowOf(gridOf(page), 8);
  await expect(line.getByText('line', { exact: true })).toBeVisible();
  await choose(page, line.getByLabel('控件类型'), '联动组件', '联动');
  // a setting that is no JSON is refused before anything is sent, saying what it should look like
  await line.getByLabel('字典表').fill('series,model');
  const save = designer(page).getByRole('button', { name: /保\s*存/ });
  await save.click();
  await expect(designer(page).locator('li', { hasText: '字典表须填写 JSON 设置' })).toBeVisible();
  await shot(page, 'online-form-link-down-designer-zh');
  await line.getByLabel('字典表').fill('{"linkField":"series,model","pcode":"A02"}');
  await save.click();
  await expect(page.getByText('保存成功！').last()).toBeVisible();
  await expect(headRow(page, TABLE)).toContainText('已同步');

  await openAddForm(page, id);
  await page.locator(`#${FORM}_title`).fill('焊机选型');
  // the lower levels wait for the level above; each level asks to be chosen, not typed
  await expect(page.locator('.ant-select', { has: page.locator(`#${FORM}_model`) })).toContainText(
    '请选择型号',
  );
  await expect(page.locator('.ant-select', { has: page.locator(`#${FORM}_series`) })).toHaveClass(
    /ant-select-disabled/,
  );
  await pick(page, `${FORM}_line`, '焊机');
  await pick(page, `${FORM}_series`, 'MIG 系列');
  await pick(page, `${FORM}_model`, 'NB-350');
  await page.locator(`#${FORM}_model`).click();
  await shot(page, 'online-form-link-down-add-zh');
  await page.keyboard.press('Escape');
  await drawer(page)
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expect(drawer(page)).toBeHidden();
  // the list shows the names, not the ids
  await expect(row(page, '焊机选型')).toContainText('焊机');
  await expect(row(page, '焊机选型')).toContainText('MIG 系列');
  await expect(row(page, '焊机选型')).toContainText('NB-350');
  await shot(page, 'online-form-link-down-list-zh');

  // editing shows the stored names; another product line empties 系列 and 型号 and offers its own series
  await row(page, '焊机选型')
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const series = page.locator('.ant-select', { has: page.locator(`#${FORM}_series`) });
  await expect(series).toContainText('MIG 系列');
  await pick(page, `${FORM}_line`, '焊接机器人');
  await expect(series).not.toContainText('MIG 系列');
  await expect(page.locator('.ant-select', { has: page.locator(`#${FORM}_model`) })).toHaveClass(
    /ant-select-disabled/,
  );
  await page.locator(`#${FORM}_series`).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['R 系列']);
  await shot(page, 'online-form-link-down-edit-zh');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await drawer(page)
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expect(drawer(page)).toBeHidden();
  await expect(row(page, '焊机选型')).toContainText('R 系列');
  await expect(row(page, '焊机选型')).not.toContainText('NB-350');

  const stored = await api<{ records: { line: string; series: string; model: string | null }[] }>(
    request,
    admin,
    'GET',
    `/online/cgform/api/getData/${id}`,
  );
  expect(stored.records[0]).toMatchObject({ line: ROBOT, model: null });
});
