import { expect, test, type Page } from '@playwright/test';
import { adminToken, api, formDesign, publish, removeForms } from './online-form-fixture';
import { openFromMenu, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const MAIN = 'e2e_erp_proc';
const PASS = 'e2e_erp_pass';
const APPROVAL = 'e2e_erp_approval';
const ENTRY = '焊接工艺评定';

const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();
/** A procedure's row: its code shows in the main list only. */
const mainRow = (page: Page, code: string) => page.locator('.ant-table-row', { hasText: code });
const tabs = (page: Page) => page.locator('.weld-erp-sub-tabs');
const panel = (page: Page) => tabs(page).locator('[role="tabpanel"][aria-hidden="false"]');
const subRows = (page: Page) => panel(page).locator('.ant-table-tbody .ant-table-row');
const addIn = (page: Page) => panel(page).getByRole('button', { name: /新\s*增$/ });

/** A sub form whose `proc_id` holds its procedure's id. */
const subDesign = (
  table: string,
  text: string,
  relationType: number,
  fields: Parameters<typeof formDesign>[2],
) => {
  const design = formDesign(table, text, [
    ['proc_id', '焊接工艺', 'string', { dbLength: 36, mainTable: MAIN, mainField: 'id' }],
    ...fields,
  ]);
  return { ...design, head: { ...design.head, tableType: 3 as const, relationType } };
};

async function save(page: Page) {
  await drawer(page)
    .getByRole('button', { name: /确\s*定$/ })
    .click();
  await expect(drawer(page)).toBeHidden();
}

async function addProcedure(page: Page, code: string, name: string) {
  await page
    .getByRole('button', { name: /新\s*增$/ })
    .first()
    .click();
  await page.locator(`#${MAIN}-form_procCode`).fill(code);
  await page.locator(`#${MAIN}-form_procName`).fill(name);
  await save(page);
  await expect(mainRow(page, code)).toBeVisible();
}

async function addPass(page: Page, no: string, current: string) {
  await addIn(page).click();
  await page.locator(`#${PASS}-form_passNo`).fill(no);
  await page.locator(`#${PASS}-form_currentA`).fill(current);
  await page.locator(`#${PASS}-form_voltage`).fill('24.5');
  await save(page);
}

test.afterEach(({ request }) => removeForms(request, MAIN, PASS, APPROVAL));

test('an ERP form: a procedure is chosen in the main list, its passes and its one approval are kept in the tabs below', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  await publish(
    request,
    subDesign(PASS, '焊道', 0, [
      ['pass_no', '焊道号', 'int', { fieldMustInput: 1, sortFlag: 1 }],
      ['current_a', '焊接电流(A)', 'int'],
      ['voltage', '电弧电压(V)', 'BigDecimal', { dbLength: 5, dbPointLength: 1 }],
    ]),
  );
  await publish(
    request,
    subDesign(APPROVAL, '审批', 1, [
      ['approver', '审批人', 'string', { dbLength: 32, fieldMustInput: 1 }],
      ['opinion', '审批意见', 'string', { dbLength: 200 }],
    ]),
  );
  const main = formDesign(MAIN, '焊接工艺', [
    ['proc_code', '工艺编号', 'string', { dbLength: 32, fieldMustInput: 1, isQuery: 1 }],
    ['proc_name', '工艺名称', 'string', { dbLength: 64 }],
  ]);
  const mainId = await publish(request, {
    ...main,
    head: { ...main.head, tableType: 2 as const, subTableStr: `${PASS},${APPROVAL}`, themeTemplate: 'erp' },
  });
  type Node = { id: string; name: string; children?: Node[] };
  const menus = await api<Node[]>(request, admin, 'GET', '/sys/permission/list');
  const online = menus.find((m) => m.name === '在线开发')!;
  await api(request, admin, 'POST', '/online/cgform/head/addToMenu', {
    id: mainId,
    parentId: online.id,
    name: ENTRY,
  });

  await signIn(page);
  await openFromMenu(page, '在线开发', ENTRY);
  await expect(page).toHaveURL(new RegExp(`/online/cgformList/${mainId}$`));
  await expect(tabs(page).getByRole('tab')).toHaveText(['焊道', '审批']);
  await expect(panel(page)).toContainText('请先在上方列表中选择一条主表记录');

  await addProcedure(page, 'WPS-101', 'Q345R 对接焊');
  await addProcedure(page, 'WPS-102', '不锈钢角焊');
  await mainRow(page, 'WPS-101').click();
  await expect(mainRow(page, 'WPS-101')).toHaveAttribute('aria-selected', 'true');

  // two passes, one edited, one deleted
  await addPass(page, '1', '120');
  await addPass(page, '2', '150');
  await expect(subRows(page)).toHaveCount(2);
  // the foreign key is the tab's own: no column, no form field
  await expect(panel(page).locator('.ant-table-thead')).not.toContainText('焊接工艺');
  await subRows(page)
    .filter({ hasText: '150' })
    .getByRole('button', { name: /编\s*辑$/ })
    .click();
  await expect(page.locator(`#${PASS}-form_procId`)).toHaveCount(0);
  await page.locator(`#${PASS}-form_currentA`).fill('165');
  await save(page);
  await expect(subRows(page).filter({ hasText: '165' })).toHaveCount(1);
  await subRows(page)
    .filter({ hasText: '120' })
    .getByRole('button', { name: /删\s*除$/ })
    .click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(subRows(page)).toHaveCount(1);
  await expect(subRows(page).first()).toContainText('165');

  // the one approval: 新增 is gone once it is there
  await tabs(page).getByRole('tab', { name: '审批' }).click();
  await expect(panel(page)).toContainText('一对一附表：每条主表记录只有一行');
  await addIn(page).click();
  await page.locator(`#${APPROVAL}-form_approver`).fill('王工');
  await page.locator(`#${APPROVAL}-form_opinion`).fill('同意按此工艺施焊');
  await save(page);
  await expect(subRows(page)).toHaveCount(1);
  await expect(addIn(page)).toHaveCount(0);
  await shot(page, 'online-form-erp-zh');

  // the rows belong to WPS-101, as the server keeps them
  const procs = await api<{ records: { id: string; procCode: string }[] }>(
    request,
    admin,
    'GET',
    `/online/cgform/api/getData/${mainId}`,
  );
  const procId = procs.records.find((r) => r.procCode === 'WPS-101')!.id;
  const passes = await api<{ currentA: number; procId: string }[]>(
    request,
    admin,
    'GET',
    `/online/cgform/api/subform/list/${PASS}/${procId}`,
  );
  expect(passes.map((p) => p.currentA)).toEqual([165]);

  // another procedure: its tabs are empty, and its approval may be added
  await mainRow(page, 'WPS-102').click();
  await expect(mainRow(page, 'WPS-102')).toHaveAttribute('aria-selected', 'true');
  await expect(mainRow(page, 'WPS-101')).toHaveAttribute('aria-selected', 'false');
  await expect(panel(page).locator('.ant-table-placeholder')).toBeVisible();
  await expect(addIn(page)).toBeVisible();
  await tabs(page).getByRole('tab', { name: '焊道' }).click();
  await expect(panel(page).locator('.ant-table-placeholder')).toBeVisible();
  await expect(subRows(page)).toHaveCount(0);

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  // the switch reloads the page: a click before that lands on the page about to go
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await expect(mainRow(page, 'WPS-101')).toBeVisible();
  await mainRow(page, 'WPS-101').click();
  await expect(panel(page).getByRole('button', { name: 'Add' })).toBeVisible();
  await expect(subRows(page)).toHaveCount(1);
  await shot(page, 'online-form-erp-en');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
});
