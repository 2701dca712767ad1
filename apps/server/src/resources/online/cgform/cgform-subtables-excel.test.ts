import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { designField } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import { dialects } from '../../../test/databases';
import { userWith } from '../../../test/weld-fixture';
import { addForm, rowsOf, sampleDesign, syncForm, useCgformServer } from '../../../test/cgform-fixture';
import type { CgformFixture } from '../../../test/cgform-fixture';
import { formData } from '../../../test/cgform-data-fixture';
import type { Rec } from '../../../test/cgform-data-fixture';
import { cellText } from '../../../kit/excel/cells';

const MAIN = 'ext_xls_order';
const LINE = 'ext_xls_line';
const NOTE = 'ext_xls_note';
const KEY = `主表主键（表单 ${MAIN}）`;

function subDesign(table: string, relationType: number): CgformDesign {
  const base = sampleDesign(table, [
    designField('order_id', '订单', 'string', 7, { dbLength: 36, mainTable: MAIN, mainField: 'id' }),
    designField('item', '品名', 'string', 8, { fieldMustInput: 1 }),
    designField('qty', '数量', 'int', 9),
    designField('kind', '性别', 'int', 10, { fieldShowType: 'list', dictField: 'sex' }),
  ]);
  return { ...base, head: { ...base.head, tableType: 3, relationType } };
}

/** The sheets of a workbook by name, each as rows of cell texts. */
async function sheetsOf(data: ArrayBuffer): Promise<Map<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data);
  const out = new Map<string, string[][]>();
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as CellValue[]).slice(1).map(cellText)));
    out.set(sheet.name, rows);
  }
  return out;
}

/** The data rows under the header row (the row holding `first`), as objects by header text. */
function recordsOf(rows: string[][] | undefined, first: string): Record<string, string>[] {
  const at = (rows ?? []).findIndex((r) => r.includes(first));
  expect(at, `header ${first}`).toBeGreaterThanOrEqual(0);
  const header = rows![at];
  return rows!.slice(at + 1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

async function download(kit: CgformFixture, head: string, query: object, token = kit.admin) {
  const paramsStr = encodeURIComponent(JSON.stringify(query));
  const response = await fetch(
    `${kit.server.api}/online/cgform/api/exportXls/${head}?paramsStr=${paramsStr}`,
    {
      headers: { 'X-Access-Token': token, 'X-Lang': 'zh_CN' },
    },
  );
  expect(response.status).toBe(200);
  return response.arrayBuffer();
}

type ImportAnswer = { code: number; message: string; result: { count?: number; fileName?: string } };

async function upload(kit: CgformFixture, head: string, file: ArrayBuffer, token = kit.admin) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'book.xlsx');
  const response = await fetch(`${kit.server.api}/online/cgform/api/importXls/${head}`, {
    method: 'POST',
    headers: { 'X-Access-Token': token, 'X-Lang': 'zh_CN' },
    body: form,
  });
  return (await response.json()) as ImportAnswer;
}

/** The sub rows of a main record as `item:qty:kind` texts, sorted. */
const linesOf = (record: Rec, table: string) =>
  (record[table] as Rec[]).map((r) => `${r.item}:${r.qty ?? ''}:${r.kind ?? ''}`).sort();

/** Excel of a main form with sub tables: a sheet per table linked by the main key, and one transaction per main record on import. */
describe.each(dialects)('online main form workbooks on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgxlssubplain');
  const heads: Record<string, string> = {};

  it('exports the chosen mains with their sub rows on linked sheets and imports the workbook back', async () => {
    for (const design of [subDesign(LINE, 0), subDesign(NOTE, 1)])
      heads[design.head.tableName] = (await addForm(kit, design)).id;
    const main = sampleDesign(MAIN);
    heads[MAIN] = (
      await addForm(kit, { ...main, head: { ...main.head, tableType: 2, subTableStr: `${LINE},${NOTE}` } })
    ).id;
    for (const id of Object.values(heads)) expect((await syncForm(kit, id)).status).toBe(200);
    const data = formData(kit, heads[MAIN]);
    const alpha = await data.added({
      title: 'Alpha',
      [LINE]: [
        { item: 'a1', qty: 1, kind: '1' },
        { item: 'a2', qty: 2 },
      ],
      [NOTE]: [{ item: 'nA' }],
    });
    const beta = await data.added({ title: 'Beta', [LINE]: [{ item: 'b1', qty: 3, kind: '2' }] });
    const gamma = await data.added({ title: 'Gamma', [LINE]: [{ item: 'c1' }] });

    const file = await download(kit, heads[MAIN], {
      selections: [alpha, beta].join(','),
      column: 'title',
      order: 'asc',
    });
    const sheets = await sheetsOf(file);
    expect([...sheets.keys()]).toEqual([`表单 ${MAIN}`, `表单 ${LINE}`, `表单 ${NOTE}`]);
    expect(recordsOf(sheets.get(`表单 ${MAIN}`), KEY).map((r) => [r['标题'], r[KEY]])).toEqual([
      ['Alpha', alpha],
      ['Beta', beta],
    ]);
    const lineSheet = sheets.get(`表单 ${LINE}`);
    expect(lineSheet![2][0]).toBe(KEY);
    // the foreign key is the main key column's: not a column of its own
    expect(lineSheet![2]).not.toContain('订单');
    const lines = recordsOf(lineSheet, KEY).map((r) => [r[KEY], r['品名'], r['数量'], r['性别']]);
    expect(lines.sort()).toEqual(
      [
        [alpha, 'a1', '1', '男'],
        [alpha, 'a2', '2', ''],
        [beta, 'b1', '3', '女'],
      ].sort(),
    );
    expect(recordsOf(sheets.get(`表单 ${NOTE}`), KEY).map((r) => [r[KEY], r['品名']])).toEqual([
      [alpha, 'nA'],
    ]);

    // back into empty tables: the same records with the same sub rows
    const before = new Map<string, Rec>();
    for (const id of [alpha, beta]) before.set(id, (await data.get(id)).body.result);
    expect((await data.remove([alpha, beta, gamma])).status).toBe(200);
    expect(await rowsOf(kit.server, LINE, ['id'])).toEqual([]);
    const back = await upload(kit, heads[MAIN], file);
    expect(back.code, back.message).toBe(200);
    expect(back.result.count).toBe(2);
    const page = await data.page('column=title&order=asc');
    expect(page.body.result.records.map((r) => r.title)).toEqual(['Alpha', 'Beta']);
    for (const [i, old] of [...before.values()].entries()) {
      const now = (await data.get(page.body.result.records[i].id)).body.result;
      expect(linesOf(now, LINE)).toEqual(linesOf(old, LINE));
      expect(linesOf(now, NOTE)).toEqual(linesOf(old, NOTE));
    }
  });

  it('rolls back only the main record of a bad sub row and reports it and orphan rows by sheet, row and field', async () => {
    const data = formData(kit, heads[MAIN]);
    const old = (await data.page()).body.result.records.map((r) => r.id);
    if (old.length > 0) expect((await data.remove(old)).status).toBe(200);
    const book = new ExcelJS.Workbook();
    const mains = book.addWorksheet('orders');
    for (const row of [
      ['标题', KEY],
      ['Good', 'K1'],
      ['Bad', 'K2'],
      ['Lonely', ''],
    ])
      mains.addRow(row);
    const lines = book.addWorksheet(LINE);
    for (const row of [
      [KEY, '品名', '数量', '性别'],
      ['K1', 'g1', 1, '男'],
      ['K2', '', 2, ''],
      ['K2', 'b2', 3, ''],
      ['K9', 'orphan', 4, ''],
    ])
      lines.addRow(row);
    const answer = await upload(kit, heads[MAIN], (await book.xlsx.writeBuffer()) as ArrayBuffer);
    expect(answer.code, answer.message).toBe(201);
    const page = (await data.page('column=title&order=asc')).body.result.records;
    expect(page.map((r) => r.title)).toEqual(['Good', 'Lonely']);
    const good = (await data.get(page[0].id)).body.result;
    expect(linesOf(good, LINE)).toEqual(['g1:1:1']);
    // the bad record's good sub row went with it
    expect((await rowsOf(kit.server, LINE, ['item'])).map((r) => r.item)).toEqual(['g1']);

    const report = await fetch(`${kit.server.api}/sys/common/static/excel-errors/${answer.result.fileName}`, {
      headers: { 'X-Access-Token': kit.admin },
    });
    expect(report.status).toBe(200);
    const [reportRows] = [...(await sheetsOf(await report.arrayBuffer())).values()];
    expect(reportRows[0]).toEqual(['工作表', '行号', '字段', '原因']);
    expect(reportRows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      [LINE, '3', '品名'],
      [LINE, '5', KEY],
    ]);
    expect(reportRows[2][3]).toBe('主表主键在第一个工作表中找不到');
  });

  it('leaves out sub columns the caller’s field rights hide, on export and on import', async () => {
    // the rights a role can be given are those of the forms' menu entries and their buttons
    expect((await kit.api('POST', '/online/cgform/head/addToMenu', { id: heads[MAIN] })).status).toBe(200);
    const menu = await kit.api<{ id: string }>('POST', '/online/cgform/head/addToMenu', { id: heads[LINE] });
    expect(menu.status, menu.body.message).toBe(200);
    const rule = await kit.api('POST', '/sys/permission/add', {
      parentId: menu.body.result.id,
      name: '字段 qty',
      menuType: 2,
      perms: `online:${LINE}:field:qty`,
      permsType: '1',
    });
    expect(rule.status, rule.body.message).toBe(200);
    const { token } = await userWith(
      kit.server,
      'cgxlsclerk',
      ['list', 'export', 'import'].map((a) => `online:${MAIN}:${a}`),
    );
    const data = formData(kit, heads[MAIN]);
    const id = await data.added({ title: 'Rights', [LINE]: [{ item: 'r1', qty: 7 }] });
    const sheets = await sheetsOf(await download(kit, heads[MAIN], { selections: id }, token));
    const lines = recordsOf(sheets.get(`表单 ${LINE}`), KEY);
    expect(Object.keys(lines[0])).toEqual(expect.arrayContaining([KEY, '品名', '性别']));
    expect(Object.keys(lines[0])).not.toContain('数量');
    expect(lines.map((r) => r['品名'])).toEqual(['r1']);

    // the clerk's import of a quantity: the record goes in, the hidden column does not
    const book = new ExcelJS.Workbook();
    const orders = book.addWorksheet('orders');
    for (const row of [
      ['标题', KEY],
      ['Clerk', 'C1'],
    ])
      orders.addRow(row);
    const sub = book.addWorksheet(`表单 ${LINE}`);
    for (const row of [
      [KEY, '品名', '数量'],
      ['C1', 'k1', 9],
    ])
      sub.addRow(row);
    const answer = await upload(kit, heads[MAIN], (await book.xlsx.writeBuffer()) as ArrayBuffer, token);
    expect(answer.code, answer.message).toBe(200);
    const clerk = (await data.page('title=Clerk')).body.result.records;
    expect(clerk).toHaveLength(1);
    expect(linesOf((await data.get(clerk[0].id)).body.result, LINE)).toEqual(['k1::']);
  });
});
