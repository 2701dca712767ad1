import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './support';
import { adminToken, api } from './online-form-fixture';

test.use({ actionTimeout: 15_000 });

const CODE = 'e2e_rp_process';
const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');
const totalRow = (page: Page) => page.locator('.ant-table-summary');

/** A report over the 焊接工艺 dictionary's items: a dictionary column, a text query field, a summed range column. */
const design = {
  head: {
    code: CODE,
    name: '焊接工艺清单',
    cgrSql:
      'select i.item_value, i.item_value as process, i.item_text, i.sort_order from sys_dict_item i ' +
      "join sys_dict d on d.id = i.dict_id where d.dict_code = '${code}'",
    dbSource: '',
  },
  items: [
    { fieldName: 'item_value', fieldTxt: '编码', fieldType: 'String', isShow: 1, orderNum: 0 },
    {
      fieldName: 'process',
      fieldTxt: '工艺',
      fieldType: 'String',
      isShow: 1,
      dictCode: 'weld_process',
      orderNum: 1,
    },
    {
      fieldName: 'item_text',
      fieldTxt: '名称',
      fieldType: 'String',
      isShow: 1,
      isSearch: 1,
      searchMode: 'single',
      orderNum: 2,
    },
    {
      fieldName: 'sort_order',
      fieldTxt: '序号',
      fieldType: 'Integer',
      isShow: 1,
      isSearch: 1,
      searchMode: 'group',
      isTotal: 1,
      orderNum: 3,
    },
  ],
  params: [{ paramName: 'code', paramTxt: '字典编码', paramValue: 'weld_process' }],
};

test('a viewer filters, sorts, reads the totals, charts, prints and exports a report', async ({
  browser,
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const listed = await api<{ records: { id: string }[] }>(
    request,
    admin,
    'GET',
    `/online/cgreport/head/list?code=${CODE}`,
  );
  for (const { id } of listed.records)
    await api(request, admin, 'DELETE', `/online/cgreport/head/delete?id=${id}`);
  const { id } = await api<{ id: string }>(request, admin, 'POST', '/online/cgreport/head/add', design);

  await signIn(page);
  await page.goto(`/online/cgreport/${id}`);
  await expect(page.getByRole('heading', { name: '焊接工艺清单' })).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  // the dictionary column shows texts, the 合计 row sums every row
  await expect(rows(page).first()).toContainText('MIG/MAG');
  await expect(totalRow(page)).toContainText('合计');
  await expect(totalRow(page)).toContainText('15');
  await shot(page, 'cgreport-view-zh');

  // a range narrows the rows and the sum with them; a sort on 序号 descending
  await page
    .locator('#cgreport_' + id + '-search')
    .getByPlaceholder('开始')
    .fill('2');
  await page
    .locator('#cgreport_' + id + '-search')
    .getByPlaceholder('结束')
    .fill('3');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(totalRow(page)).toContainText('5');
  // the second click waits for the first one's sort to show: sent at once, both left it ascending when busy
  await page.getByRole('columnheader', { name: '序号' }).click();
  await expect(page.getByRole('columnheader', { name: '序号' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('columnheader', { name: '序号' }).click();
  await expect(page.getByRole('columnheader', { name: '序号' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toContainText('手工电弧焊');

  // the chart of the rows shown
  await page.getByText('图表', { exact: true }).click();
  await expect(page.getByRole('img', { name: '焊接工艺清单' })).toBeVisible();
  await expect(page.getByRole('img', { name: '焊接工艺清单' }).locator('svg')).toBeVisible();
  await shot(page, 'cgreport-chart-zh');
  await page.getByText('饼图', { exact: true }).click();
  // the pie's legend names the categories; no axis is left over from the bars
  await expect(page.getByRole('img', { name: '焊接工艺清单' }).getByText('tig').first()).toBeVisible();
  await expect(page.getByRole('img', { name: '焊接工艺清单' }).getByText('2.5')).toHaveCount(0);
  await page.getByText('表格', { exact: true }).click();

  // export: the query's rows as a file
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  expect((await download).suggestedFilename()).toBe('焊接工艺清单.xlsx');

  // print: its own page of the current query, with the totals
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /打\s*印/ }).click();
  const printed = await popup;
  await expect(printed.getByRole('heading', { name: '焊接工艺清单' })).toBeVisible();
  await expect(printed.locator('tbody tr')).toHaveCount(2);
  await expect(printed.locator('tfoot')).toContainText('5');
  await expect(printed.getByText('查询条件：序号：2 ~ 3')).toBeVisible();
  await expect(printed.getByText(/打印时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  const printedUrl = new URL(printed.url());
  expect(printedUrl.searchParams.has('token')).toBe(false);
  await shot(printed, 'cgreport-print-zh');
  await printed.close();

  // the same print link opened in a browser with no session: the page calls with the link's token, but
  // nothing keeps it, so the browser is not signed in as the sender
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('weld.accessToken') ?? '{}') as { value?: string }).value ?? '',
  );
  expect(token).not.toBe('');
  printedUrl.searchParams.set('token', token);
  const elsewhere = await browser.newContext();
  const tab = await elsewhere.newPage();
  await tab.goto(printedUrl.pathname + printedUrl.search);
  await expect(tab.getByRole('heading', { name: '焊接工艺清单' })).toBeVisible();
  await expect(tab.locator('tbody tr')).toHaveCount(2);
  await expect(tab.getByText('查询条件：序号：2 ~ 3')).toBeVisible();
  expect(new URL(tab.url()).searchParams.has('token')).toBe(false);
  const stored = await tab.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) =>
      Array.from({ length: s.length }, (_, i) => s.getItem(s.key(i) ?? '') ?? ''),
    ),
  );
  expect(stored.filter((v) => v.includes(token))).toEqual([]);
  // the tab holds no session: reloading the (token-less) address asks for a login
  await tab.reload();
  await expect(tab).toHaveURL(/\/user\/login/);
  await elsewhere.close();

  // in English
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: /Export/ })).toBeVisible();
  await expect(totalRow(page)).toContainText('Total');
  await shot(page, 'cgreport-view-en');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
});
