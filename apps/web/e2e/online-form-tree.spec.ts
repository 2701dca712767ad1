import { expect, test, type Page } from '@playwright/test';
import { adminToken, api, formDesign, publish, removeForms } from './online-form-fixture';
import { shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const TABLE = 'e2e_weld_site';

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const formDialog = (page: Page) => page.getByRole('dialog', { name: '新增' });

/** Fills the node name in the open add form and saves it. */
async function addNode(page: Page, name: string) {
  const form = formDialog(page);
  await form.getByLabel('节点名称').fill(name);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
}
const expander = (page: Page, text: string) => row(page, text).locator('.ant-table-row-expand-icon');

test.afterEach(({ request }) => removeForms(request, TABLE));

test('a tree form of three levels: nodes are added under their parents, branches open lazily, a parent is not deleted alone, and a search finds a deep node', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const design = formDesign(TABLE, '焊接现场', [
    ['name', '节点名称', 'string', { dbLength: 50, isQuery: 1 }],
    ['pid', '父节点', 'string', { dbLength: 36, isShowForm: 0, isShowList: 0 }],
    ['has_child', '有子节点', 'string', { dbLength: 3, isShowForm: 0, isShowList: 0 }],
  ]);
  const id = await publish(request, {
    ...design,
    head: {
      ...design.head,
      isTree: 'Y',
      treeParentIdField: 'pid',
      treeIdField: 'has_child',
      treeFieldname: 'name',
    },
  });

  await signIn(page);
  await page.goto(`/online/cgformTreeList/${id}`);
  await expect(page.getByText('焊接现场').first()).toBeVisible();
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await addNode(page, '总装车间');
  await expect(row(page, '总装车间')).toBeVisible();
  // the child is saved under its parent: the root now opens, and the child shows once it is opened
  await row(page, '总装车间').getByRole('button', { name: '添加下级' }).click();
  await addNode(page, '一号焊接线');
  await expect(expander(page, '总装车间')).toHaveClass(/collapsed/);
  await expect(row(page, '一号焊接线')).toHaveCount(0);
  await expander(page, '总装车间').click();
  await expect(row(page, '一号焊接线')).toBeVisible();
  await row(page, '一号焊接线').getByRole('button', { name: '添加下级' }).click();
  await addNode(page, '机器人工位 A');
  await expander(page, '一号焊接线').click();
  await expect(row(page, '机器人工位 A')).toBeVisible();
  await shot(page, 'cgform-tree-list-zh');

  // a node with children is not deleted alone
  await row(page, '一号焊接线')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('有子节点的节点不能单独删除')).toBeVisible();
  await expect(row(page, '一号焊接线')).toBeVisible();

  // a search lists every matching node, at any depth
  await page.locator(`#${TABLE}-search`).getByPlaceholder('请输入节点名称').fill('机器人');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(row(page, '机器人工位 A')).toBeVisible();
  await expect(row(page, '总装车间')).toHaveCount(0);

  // a leaf is deleted, and its parent becomes a leaf
  await page.getByRole('button', { name: /重\s*置/ }).click();
  await expect(row(page, '总装车间')).toBeVisible();
  const nodes = await api<{ records: { name: string; hasChild: string }[] }>(
    request,
    admin,
    'GET',
    `/online/cgform/api/getTreeData/${id}?hasQuery=true&pageSize=-521`,
  );
  expect(Object.fromEntries(nodes.records.map((n) => [n.name, n.hasChild]))).toEqual({
    总装车间: '1',
    一号焊接线: '1',
    '机器人工位 A': '0',
  });

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(row(page, '总装车间').getByRole('button', { name: 'Add child' })).toBeVisible();
  await shot(page, 'cgform-tree-list-en');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
});
