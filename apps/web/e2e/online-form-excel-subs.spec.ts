import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openFromMenu, shot, signIn } from './support';
import { adminToken, api, formDesign, publish, removeForms } from './online-form-fixture';

test.use({ actionTimeout: 15_000 });

const MAIN = 'e2e_xls_proc';
const PASS = 'e2e_xls_pass';
const GROUP = 'E2E工艺表格';
const ENTRY = '焊接工艺表格';
const KEY = '主表主键（焊接工艺）';
let headId = '';

const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');

type Pass = { passNo: number; currentA: number };
type Proc = { id: string; procCode: string; [PASS]?: Pass[] };

/** A welding procedure form (main) with its passes (one-to-many sub), synced, in a menu group; one procedure of three passes. */
test.beforeAll(async ({ request }) => {
  await removeForms(request, MAIN, PASS);
  const admin = await adminToken(request);
  for (const group of await api<{ id: string; name: string }[]>(
    request,
    admin,
    'GET',
    '/sys/permission/list',
  ))
    if (group.name === GROUP) await api(request, admin, 'DELETE', `/sys/permission/delete?id=${group.id}`);
  await publish(
    request,
    formDesign(
      PASS,
      '焊道',
      [
        ['proc_id', '工艺', 'string', { dbLength: 36, mainTable: MAIN, mainField: 'id' }],
        ['pass_no', '焊道号', 'int', { fieldMustInput: 1 }],
        ['current_a', '电流', 'int'],
      ],
      { tableType: 3, relationType: 0 },
    ),
  );
  headId = await publish(
    request,
    formDesign(MAIN, '焊接工艺', [['proc_code', '工艺编号', 'string', { fieldMustInput: 1 }]], {
      tableType: 2,
      subTableStr: PASS,
    }),
  );
  const group = await api<{ id: string }>(request, admin, 'POST', '/sys/permission/add', {
    name: GROUP,
    menuType: 0,
    url: '/e2e-xls-subs',
    component: 'layouts/RouteView',
    icon: 'form',
    sortNo: 92,
  });
  await api(request, admin, 'POST', '/online/cgform/head/addToMenu', {
    id: headId,
    parentId: group.id,
    name: ENTRY,
  });
  const passes = [1, 2, 3].map((passNo) => ({ passNo, currentA: 100 + passNo * 10 }));
  await api(request, admin, 'POST', `/online/cgform/api/form/${headId}`, {
    procCode: 'WPS-X1',
    [PASS]: passes,
  });
});

test('an administrator exports a procedure with its passes and imports the workbook back', async ({
  page,
  request,
}, info) => {
  await signIn(page);
  await openFromMenu(page, GROUP, ENTRY);
  await expect(rows(page)).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('焊接工艺.xlsx');
  const file = info.outputPath('焊接工艺.xlsx');
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  expect(book.worksheets.map((s) => s.name)).toEqual(['焊接工艺', '焊道']);
  const passSheet = book.worksheets[1];
  const header = passSheet.getRow(3).values as unknown[];
  expect(header.slice(1, 2)).toEqual([KEY]);
  expect(header).toContain('焊道号');
  expect(passSheet.rowCount).toBe(6);

  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByRole('button', { name: /批量删除/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(rows(page)).toHaveCount(0);

  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '导入EXCEL' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: /开始上传/ }).click();
  await expect(page.getByText('文件导入成功！数据行数：1')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('WPS-X1');
  await shot(page, 'online-excel-subs-imported-zh');

  // the procedure came back with its three passes
  const admin = await adminToken(request);
  const page1 = await api<{ records: Proc[] }>(request, admin, 'GET', `/online/cgform/api/getData/${headId}`);
  const back = await api<Proc>(
    request,
    admin,
    'GET',
    `/online/cgform/api/form/${headId}/${page1.records[0]!.id}`,
  );
  expect(back[PASS]!.map((p) => [p.passNo, p.currentA]).sort()).toEqual([
    [1, 110],
    [2, 120],
    [3, 130],
  ]);
});
