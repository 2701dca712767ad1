import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { dialects } from '../../../test/databases';
import { useCgformServer } from '../../../test/cgform-fixture';
import { dataDesign, formData, publishedForm } from '../../../test/cgform-data-fixture';
import { cellText } from '../../../kit/excel/cells';

async function sheetRows(data: ArrayBuffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as CellValue[]).slice(1).map(cellText)));
  return rows;
}

/** Export and import of an online form run the kit's Excel handlers under the form's rights. */
describe.each(dialects)('online form Excel on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgxlsplain');

  it('exports the list query of paramsStr or its selections, imports it back, and reports failed rows with 201', async () => {
    const head = await publishedForm(kit, dataDesign('ext_data_xls'));
    const data = formData(kit, head.id);
    const ids: string[] = [];
    for (const [title, qty] of [
      ['Alpha', 1],
      ['Beta', 2],
      ['Beta two', 3],
    ] as const)
      ids.push(await data.added({ title, qty, kind: '1' }));
    const download = async (query: Record<string, unknown>) => {
      const paramsStr = encodeURIComponent(JSON.stringify(query));
      const response = await fetch(
        `${kit.server.api}/online/cgform/api/exportXls/${head.id}?paramsStr=${paramsStr}`,
        {
          headers: { 'X-Access-Token': kit.admin, 'X-Lang': 'zh_CN' },
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      return response.arrayBuffer();
    };
    const titlesOf = (rows: string[][]) => {
      const header = rows.findIndex((r) => r.includes('标题'));
      const at = rows[header].indexOf('标题');
      return rows.slice(header + 1).map((r) => r[at]);
    };

    const beta = await download({ title: 'Beta', column: 'qty', order: 'asc' });
    expect(titlesOf(await sheetRows(beta))).toEqual(['Beta', 'Beta two']);
    const picked = await download({ selections: [ids[0], ids[2]].join(','), column: 'qty', order: 'asc' });
    expect(titlesOf(await sheetRows(picked))).toEqual(['Alpha', 'Beta two']);
    const bad = await fetch(`${kit.server.api}/online/cgform/api/exportXls/${head.id}?paramsStr=%7Bnope`, {
      headers: { 'X-Access-Token': kit.admin },
    });
    expect(bad.status).toBe(400);

    const upload = async (file: ArrayBuffer) => {
      const form = new FormData();
      form.append('file', new Blob([file]), 'data.xlsx');
      const response = await fetch(
        `${kit.server.api}/online/cgform/api/importXls/${head.id}?validateStatus=1`,
        {
          method: 'POST',
          headers: { 'X-Access-Token': kit.admin, 'X-Lang': 'zh_CN' },
          body: form,
        },
      );
      return (await response.json()) as { code: number; result: Record<string, unknown> };
    };
    expect((await data.remove(ids)).status).toBe(200);
    const back = await upload(beta);
    expect(back.code).toBe(200);
    expect(back.result).toMatchObject({ count: 2 });
    const page = await data.page('column=qty&order=asc');
    expect(page.body.result.records.map((r) => [r.title, r.qty, r.kind])).toEqual([
      ['Beta', 2, '1'],
      ['Beta two', 3, '1'],
    ]);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('data');
    sheet.addRow(['标题', '数量']);
    sheet.addRow(['Good', 4]);
    sheet.addRow(['Bad', 'many']);
    const partial = await upload((await book.xlsx.writeBuffer()) as ArrayBuffer);
    expect(partial.code).toBe(201);
    expect(partial.result).toMatchObject({ fileUrl: expect.stringMatching(/^excel-errors\/.+\.xlsx$/) });
    expect((await data.page()).body.result.total).toBe(3);
  });
});
