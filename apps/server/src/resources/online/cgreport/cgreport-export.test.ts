import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { reportViewRight } from '@weld/core';
import { dialects } from '../../../test/databases';
import { addReport, dictReport, useCgreportServer } from '../../../test/cgreport-fixture';
import { userWith } from '../../../test/weld-fixture';
import { cellText } from '../../../kit/excel/cells';

async function sheetRows(data: ArrayBuffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as CellValue[]).slice(1).map(cellText)));
  return rows;
}

/** A report's export: its query as getData, streamed as .xlsx, capped at the configured rows, under its right. */
describe.each(dialects)('online report export on %s', (dialect) => {
  const kit = useCgreportServer(dialect, 'rpxlsplain', { timeoutSeconds: 10, exportMaxRows: 3 });
  const download = (id: string, query: string, token = kit.admin) =>
    fetch(`${kit.server.api}/online/cgreport/api/exportXls/${id}?${query}`, {
      headers: { 'X-Access-Token': token, 'X-Lang': 'zh_CN' },
    });

  it('exports the rows of the query with its title and header, up to the row cap', async () => {
    const id = await addReport(kit, dictReport('rp_export'));
    const sex = await download(id, 'column=sort_order&order=desc');
    expect(sex.status).toBe(200);
    expect(sex.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await sheetRows(await sex.arrayBuffer());
    expect(rows[0]).toEqual(['报表 rp_export']);
    expect(rows[1][0]).toContain('导出人：admin');
    expect(rows[2]).toEqual(['值', '文字', '排序']);
    expect(rows.slice(3).map((r) => r[1])).toEqual(['女', '男']);
    // five processes, capped at three rows
    const capped = await sheetRows(
      await (await download(id, 'self_code=weld_process&column=sort_order')).arrayBuffer(),
    );
    expect(capped.slice(3).map((r) => r[0])).toEqual(['mig', 'tig', 'mma']);
    // a parameter carrying a quote is a value: no row
    const quoted = await sheetRows(
      await (await download(id, `self_code=${encodeURIComponent("sex' or '1'='1")}`)).arrayBuffer(),
    );
    expect(quoted.slice(3)).toEqual([]);
  });

  it('refuses callers without the report right and sorts on unknown columns, as error answers', async () => {
    const id = await addReport(kit, dictReport('rp_export_rights'));
    const refused = await download(id, '', kit.plain);
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
    const viewer = await userWith(kit.server, 'rpxlsviewer', [reportViewRight('rp_export_rights')]);
    const allowed = await download(id, '', viewer.token);
    expect(allowed.status).toBe(200);
    expect((await sheetRows(await allowed.arrayBuffer())).slice(3)).toHaveLength(2);
    const bad = await download(id, 'column=password');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('报表没有字段 password');
  });
});
