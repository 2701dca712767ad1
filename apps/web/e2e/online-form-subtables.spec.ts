import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openFromMenu, shot, signIn } from './support';
import { adminToken, api, formDesign, removeForms } from './online-form-fixture';

test.use({ actionTimeout: 15_000 });
test.describe.configure({ mode: 'serial' });

const MAIN = 'e2e_wps';
const PASS = 'e2e_wps_pass';
const APPROVAL = 'e2e_wps_ok';
/** the same procedure in the inner-table layout, under its own menu entry (a sub belongs to one main) */
const INNER = { main: 'e2e_wpsi', pass: 'e2e_wpsi_pass', approval: 'e2e_wpsi_ok' };
const GROUP = 'E2E焊接工艺';
const ENTRY = '焊接工艺卡';
const INNER_ENTRY = '焊接工艺卡（内嵌）';
const FORM = `${MAIN}-form`;
let headId = '';
let innerId = '';

const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();
const tabs = (page: Page) => drawer(page).locator('.ant-tabs').first();
const activeTab = (page: Page) => tabs(page).locator('.ant-tabs-tab-active');
const passGrid = (page: Page) => drawer(page).locator('.weld-grid');
const okButton = (page: Page) => drawer(page).getByRole('button', { name: /^(确\s*定|OK)$/ });

/** The foreign key of a sub design: the main procedure's id, not shown. */
const weldId = (main: string) =>
  [
    'weld_id',
    '焊接工艺',
    'string',
    { dbLength: 36, mainTable: main, mainField: 'id', isShowForm: 0, isShowList: 0 },
  ] as const;

/**
 * What the designer saves for one procedure form: a one-to-many passes sub (pass number, current, voltage, speed
 * between 5 and 30 mm/s), a one-to-one approval sub, the main welding procedure in `theme` naming both; the three
 * synced, the main added to the menu group as `entry`. Answers the main's head id.
 */
async function addProcedure(
  request: APIRequestContext,
  tables: { main: string; pass: string; approval: string },
  theme: string,
  parentId: string,
  entry: string,
): Promise<string> {
  const admin = await adminToken(request);
  const add = async (design: ReturnType<typeof formDesign>) => {
    const head = await api<{ id: string }>(request, admin, 'POST', '/online/cgform/api/addAll', design);
    await api(request, admin, 'POST', `/online/cgform/api/doDbSynch/${head.id}/normal`);
    return head.id;
  };
  const fk = weldId(tables.main);
  await add(
    formDesign(
      tables.pass,
      '焊道',
      [
        [...fk],
        ['pass_no', '焊道号', 'int', { fieldMustInput: 1 }],
        // the design marks the current for the grid's 合计 row
        ['current_a', '焊接电流', 'int', { fieldExtendJson: '{"statistics":["sum"]}' }],
        ['voltage', '电弧电压', 'double', { dbLength: 10, dbPointLength: 1 }],
        [
          'speed',
          '焊接速度',
          'double',
          { dbLength: 10, dbPointLength: 1, fieldExtendJson: '{"min":5,"max":30}' },
        ],
      ],
      { tableType: 3, relationType: 0 },
    ),
  );
  await add(
    formDesign(
      tables.approval,
      '审批',
      [
        [...fk],
        ['approver', '审批人', 'string', { fieldMustInput: 1 }],
        ['opinion', '审批意见', 'string', { dbLength: 200 }],
      ],
      { tableType: 3, relationType: 1 },
    ),
  );
  const id = await add(
    formDesign(
      tables.main,
      '焊接工艺',
      [['wps_no', '工艺编号', 'string', { fieldMustInput: 1, isQuery: 1 }]],
      {
        tableType: 2,
        subTableStr: `${tables.pass},${tables.approval}`,
        themeTemplate: theme,
      },
    ),
  );
  await api(request, admin, 'POST', '/online/cgform/head/addToMenu', { id, parentId, name: entry });
  return id;
}

/** The procedure in the tab layout and the same in the inner-table layout, each under its own menu entry. */
test.beforeAll(async ({ request }) => {
  await removeForms(request, MAIN, PASS, APPROVAL, INNER.main, INNER.pass, INNER.approval);
  const admin = await adminToken(request);
  const group = await api<{ id: string }>(request, admin, 'POST', '/sys/permission/add', {
    name: GROUP,
    menuType: 0,
    url: '/e2e-wps',
    component: 'layouts/RouteView',
    icon: 'form',
    sortNo: 91,
  });
  headId = await addProcedure(
    request,
    { main: MAIN, pass: PASS, approval: APPROVAL },
    'tab',
    group.id,
    ENTRY,
  );
  innerId = await addProcedure(request, INNER, 'innerTable', group.id, INNER_ENTRY);
});

/** Adds rows to the passes grid and types their cells, row by row. */
async function typePasses(page: Page, passes: [string, string, string, string][]) {
  for (let i = 0; i < passes.length; i += 1) {
    await passGrid(page)
      .getByRole('button', { name: /^plus (新\s*增|Add)$/ })
      .click();
    await expect(passGrid(page).getByLabel(/焊道号/)).toHaveCount(i + 1);
    const [no, current, voltage, speed] = passes[i];
    await passGrid(page)
      .getByLabel(/焊道号/)
      .nth(i)
      .fill(no);
    await passGrid(page)
      .getByLabel(/焊接电流/)
      .nth(i)
      .fill(current);
    await passGrid(page)
      .getByLabel(/电弧电压/)
      .nth(i)
      .fill(voltage);
    await passGrid(page)
      .getByLabel(/焊接速度/)
      .nth(i)
      .fill(speed);
  }
}

test('a procedure with five passes: a pass too fast opens its tab and cell and saves nothing; fixed, it saves and reopens with its passes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/online/cgform/api/form/${headId}`)) writes.push(r.url());
  });
  await signIn(page);
  await openFromMenu(page, GROUP, ENTRY);
  await expect(page).toHaveURL(new RegExp(`/online/cgformList/${headId}$`));
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(activeTab(page)).toHaveText('焊接工艺');
  await page.locator(`#${FORM}_wpsNo`).fill('WPS-2026-001');
  await tabs(page).getByRole('tab', { name: '焊道' }).click();
  await typePasses(page, [
    ['1', '120', '11.5', '8'],
    ['2', '150', '12.0', '10'],
    ['3', '160', '12.5', '45'],
    ['4', '160', '12.5', '12'],
    ['5', '140', '12.0', '11'],
  ]);
  await tabs(page).getByRole('tab', { name: '审批' }).click();
  await drawer(page).getByLabel('审批人').fill('李工');
  await tabs(page).getByRole('tab', { name: '焊接工艺' }).click();
  await okButton(page).click();

  // the third pass is over 30: the passes tab opens, its cell says why, nothing is sent
  await expect(activeTab(page)).toHaveText('焊道');
  const tip = passGrid(page).locator('.weld-grid-tip.is-open');
  await expect(tip).toHaveText('不能大于30');
  await expect(tip.locator('xpath=..')).toHaveAttribute('data-key', 'speed');
  const sum = passGrid(page).locator('.weld-grid-footer-row', { hasText: '合计' });
  await expect(sum.locator('[data-key="currentA"]')).toHaveText('730');
  await shot(page, 'online-subtables-invalid-zh');
  expect(writes).toHaveLength(0);

  await passGrid(page)
    .getByLabel(/焊接速度/)
    .nth(2)
    .fill('13');
  await okButton(page).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  expect(writes).toHaveLength(1);

  const row = page.locator('.ant-table-row', { hasText: 'WPS-2026-001' });
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await tabs(page).getByRole('tab', { name: '焊道' }).click();
  await expect(passGrid(page).getByLabel(/焊道号/)).toHaveCount(5);
  await expect(
    passGrid(page)
      .getByLabel(/焊接速度/)
      .nth(2),
  ).toHaveValue('13');
  await shot(page, 'online-subtables-passes-zh');
  await tabs(page).getByRole('tab', { name: '审批' }).click();
  await expect(drawer(page).getByLabel('审批人')).toHaveValue('李工');
  await drawer(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();

  // the detail view shows the passes read-only
  await row.getByRole('button', { name: /详\s*情/ }).click();
  const detail = drawer(page).locator(`[data-sub-table="${PASS}"]`);
  await expect(detail.locator('.ant-table-row')).toHaveCount(5);
  await shot(page, 'online-subtables-detail-zh');
});

// Known failure, not yet understood: the server answers themeTemplate innerTable (asserted below), yet the built
// list shows no expand column; the inner-table layout is unverified in a browser until this passes.
test('the inner-table list, opened from its own entry, opens a procedure onto its passes; its form is the tab form (en_US)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const pass = (no: number, speed: number) => ({ passNo: no, currentA: 150, voltage: 12, speed });
  await api(request, admin, 'POST', `/online/cgform/api/form/${innerId}`, {
    wpsNo: 'WPS-2026-101',
    [INNER.pass]: [pass(1, 8), pass(2, 10), pass(3, 12)],
    [INNER.approval]: [{ approver: '王工', opinion: '同意' }],
  });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('weld.locale', 'en_US'));
  await page.reload();
  await openFromMenu(page, GROUP, INNER_ENTRY);
  await expect(page).toHaveURL(new RegExp(`/online/cgformList/${innerId}$`));
  const row = page.locator('.ant-table-row', { hasText: 'WPS-2026-101' });
  await expect(row).toBeVisible();
  await row.locator('.ant-table-row-expand-icon').click();
  const passes = page.locator(`.ant-table-expanded-row [data-sub-table="${INNER.pass}"]`);
  await expect(passes).toContainText('焊道');
  await expect(passes.locator('.ant-table-row')).toHaveCount(3);
  await expect(page.locator(`.ant-table-expanded-row [data-sub-table="${INNER.approval}"]`)).toContainText(
    '王工',
  );
  await shot(page, 'online-subtables-inner-en');

  // its form is the tab form: a pass too fast is refused at its cell in English, nothing is sent
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes(`/online/cgform/api/form/${innerId}`)) writes.push(r.url());
  });
  await row.getByRole('button', { name: 'Edit' }).click();
  await tabs(page).getByRole('tab', { name: '焊道' }).click();
  await expect(passGrid(page).getByLabel(/焊道号/)).toHaveCount(3);
  await passGrid(page)
    .getByLabel(/焊接速度/)
    .nth(1)
    .fill('31');
  await tabs(page).getByRole('tab', { name: '焊接工艺' }).click();
  await okButton(page).click();
  await expect(activeTab(page)).toHaveText('焊道');
  await expect(passGrid(page).locator('.weld-grid-tip.is-open')).toHaveText('must not be greater than 30');
  await shot(page, 'online-subtables-invalid-en');
  expect(writes).toHaveLength(0);

  // fixed, it saves, and the opened row shows the pass as saved
  await passGrid(page)
    .getByLabel(/焊接速度/)
    .nth(1)
    .fill('14');
  await okButton(page).click();
  await expect(drawer(page)).toBeHidden();
  expect(writes).toHaveLength(1);
  await expect(passes.locator('.ant-table-row').nth(1)).toContainText('14');
});
