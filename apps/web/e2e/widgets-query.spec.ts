import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, dialogOpened, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

/** Positions this journey adds through the API, and removes again afterwards. */
const SEED = [
  ['SQ-01', '氩弧焊工', '2'],
  ['SQ-02', '焊接技师', '3'],
  ['SQ-03', '质量检验员', '3'],
  ['SQ-04', '装配钳工', '1'],
  ['SQ-05', '设备维修员', '4'],
] as const;
const MATCHING = ['SQ-01', 'SQ-02', 'SQ-03'];
const OTHERS = ['SQ-04', 'SQ-05'];

async function api(request: APIRequestContext) {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  return { 'X-Access-Token': token };
}

async function removeSeed(request: APIRequestContext, headers: Record<string, string>) {
  const listed = await request.get('/api/sys/position/list?code=SQ-*&pageSize=100', { headers });
  const ids = ((await listed.json()) as { result: { records: { id: string }[] } }).result.records.map(
    (r) => r.id,
  );
  if (ids.length > 0)
    expect(
      (await request.delete(`/api/sys/position/deleteBatch?ids=${ids.join(',')}`, { headers })).ok(),
    ).toBe(true);
}

const row = (page: Page, text: string) => page.locator('.ant-table-tbody tr', { hasText: text });
const builder = (page: Page) => page.locator('.ant-modal', { hasText: '高级查询构造器' });
const condition = (page: Page, i: number) => builder(page).locator('.super-query-row').nth(i);

/** Chooses an option of the n-th select of a condition row, retrying a click lost in the dropdown's motion. */
async function choose(page: Page, target: Locator, option: string): Promise<void> {
  await expect(async () => {
    await target.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
      .first()
      .click({ timeout: 2_000 });
    await expect(target).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Ticks several options of a multiple select (which shows one tag and counts the rest). */
async function chooseMany(page: Page, target: Locator, options: string[]): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  // the previous select's dropdown must be gone, or its closing motion takes the clicks
  await expect(dropdown).toHaveCount(0);
  await expect(async () => {
    await target.click();
    await expect(dropdown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  for (const option of options) {
    const item = dropdown.locator('.ant-select-item-option', { hasText: option }).first();
    await item.click();
    await expect(item).toHaveClass(/ant-select-item-option-selected/);
  }
  await builder(page).locator('.ant-modal-title').click();
  await expect(target).toContainText(options[0]!);
}

async function expectNarrowed(page: Page) {
  for (const code of MATCHING) await expect(row(page, code)).toBeVisible();
  for (const code of OTHERS) await expect(row(page, code)).toHaveCount(0);
  // every row shown meets one of the two conditions
  for (const text of await page.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts())
    expect(text.includes('焊') || text.includes('中级')).toBe(true);
}

test('职务管理: a two-row advanced query narrows the list, is saved, survives a reload and is re-applied', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const headers = await api(page.request);
  await removeSeed(page.request, headers);
  for (const [code, name, postRank] of SEED) {
    expect(
      (await page.request.post('/api/sys/position/add', { headers, data: { code, name, postRank } })).ok(),
    ).toBe(true);
  }
  try {
    await signIn(page);
    await page.evaluate(() => localStorage.removeItem('JSuperQuerySaved_position'));
    // the menu's own journeys cover the way there; this one is about the builder
    await page.goto('/isystem/position');
    for (const [code] of SEED) await expect(row(page, code)).toBeVisible();

    // 职级 = 中级 或 职务名称 包含 焊
    await page.getByRole('button', { name: '高级查询' }).click();
    await dialogOpened(builder(page));
    await builder(page)
      .getByRole('button', { name: /^查\s*询$/ })
      .click();
    await expect(page.getByText('不能查询空条件')).toBeVisible();
    await choose(page, condition(page, 0).locator('.ant-select').nth(0), '职级');
    await choose(page, condition(page, 0).locator('.ant-select').nth(2), '中级');
    await condition(page, 0).getByRole('button', { name: '新增条件' }).click();
    await choose(page, condition(page, 1).locator('.ant-select').nth(0), '职务名称');
    await choose(page, condition(page, 1).locator('.ant-select').nth(1), '包含');
    await condition(page, 1).getByPlaceholder('请输入值').fill('焊');
    await builder(page).getByText('或', { exact: true }).click();
    await expect(builder(page).getByText('条件中的任意一个匹配')).toBeVisible();
    await shot(page, 'widgets-query-builder');
    await builder(page)
      .getByRole('button', { name: /^查\s*询$/ })
      .click();
    await expect(builder(page)).toBeHidden();
    await expect(page).toHaveURL(/superQueryParams=/);
    await expectNarrowed(page);
    await page.getByRole('button', { name: '高级查询' }).hover();
    await expect(page.getByText('已有高级查询条件生效')).toBeVisible();
    await shot(page, 'widgets-query-applied');

    // saved under a name in this browser
    await page.getByRole('button', { name: '高级查询' }).click();
    await dialogOpened(builder(page));
    await expect(condition(page, 1).getByPlaceholder('请输入值')).toHaveValue('焊');
    await builder(page).getByRole('button', { name: '保存查询条件' }).click();
    const prompt = page.locator('.ant-modal', { hasText: '请输入保存的名称' });
    await prompt.getByRole('textbox').fill('焊工或中级');
    await prompt.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(builder(page).locator('.super-query-saved')).toContainText('焊工或中级');
    await shot(page, 'widgets-query-saved');
    await builder(page)
      .locator('button.ant-btn', { hasText: /^关\s*闭$/ })
      .click();

    // 清空 from the tooltip brings every row back
    await page.getByRole('button', { name: '高级查询' }).hover();
    await page.getByRole('button', { name: '清空' }).click();
    await expect(page).not.toHaveURL(/superQueryParams=/);
    for (const code of OTHERS) await expect(row(page, code)).toBeVisible();

    // after a reload the saved query is still there and applies again
    await page.reload();
    for (const [code] of SEED) await expect(row(page, code)).toBeVisible();
    await page.getByRole('button', { name: '高级查询' }).click();
    await dialogOpened(builder(page));
    await builder(page)
      .locator('.super-query-saved')
      .getByRole('button', { name: '焊工或中级', exact: true })
      .click();
    await expect(builder(page)).toBeHidden();
    await expect(page).toHaveURL(/superQueryMatchType=or/);
    await expectNarrowed(page);
    await shot(page, 'widgets-query-reapplied');
  } finally {
    await removeSeed(page.request, headers);
  }
});

test('the gallery shows the builder on the welding-machine register and the query it emits', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/isystem/widgets?tab=query');
  await expect(page.getByText('尚未查询')).toBeVisible();
  await page.getByRole('button', { name: '高级查询' }).click();
  await dialogOpened(builder(page));
  await choose(page, condition(page, 0).locator('.ant-select').nth(0), '焊接工艺');
  await choose(page, condition(page, 0).locator('.ant-select').nth(1), '在...中');
  await chooseMany(page, condition(page, 0).locator('.ant-select').nth(2), ['TIG 焊', '埋弧焊']);
  await condition(page, 0).getByRole('button', { name: '新增条件' }).click();
  await choose(page, condition(page, 1).locator('.ant-select').nth(0), '额定功率（kW）');
  await choose(page, condition(page, 1).locator('.ant-select').nth(1), '大于等于');
  await condition(page, 1).getByRole('spinbutton').fill('15');
  await shot(page, 'widgets-query-gallery-builder');
  await builder(page)
    .getByRole('button', { name: /^查\s*询$/ })
    .click();
  const emitted = page.locator('.query-emitted pre');
  await expect(emitted).toContainText('"val": "TIG,SAW"');
  await expect(emitted).toContainText('"rule": "ge"');
  await expect(emitted).toContainText('"superQueryMatchType": "and"');
  await shot(page, 'widgets-query-gallery');
});
