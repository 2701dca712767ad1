import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree } from '../../../test/weld-fixture';
import { cellText } from '../../../kit/excel/cells';

type Rec = Record<string, unknown> & { id: string; code: string };
type Page = { records: Rec[] };
type Refusal = { errors: Record<string, string> };
const PARAMETERS = ['thickness', 'current', 'voltage', 'wireFeed', 'gasFlow', 'travelSpeed'] as const;

/** Parameters checked against their process's ranges, on every write path: add, edit and Excel import. */
describe.each(dialects)('weld sequences on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let modelId: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    modelId = (await smallTree(server, admin, 'SQP')).m1;
  });
  afterAll(async () => server?.stop());

  const body = (code: string, extra: Record<string, unknown>) => ({
    modelId,
    code,
    name: code,
    material: 'carbon',
    version: 'V1',
    status: 'draft',
    ...extra,
  });
  const add = (code: string, extra: Record<string, unknown>, lang = 'zh_CN') =>
    call<Refusal>(server, 'POST', '/weld/sequence/add', { token: admin, lang, body: body(code, extra) });

  it('refuses a parameter the process does not use, naming the field', async () => {
    const tig = await add('SQ-TIG', { process: 'tig', current: 120, wireFeed: 5 }, 'en_US');
    expect(tig.status).toBe(400);
    expect(tig.body.result.errors).toEqual({
      wireFeed: 'TIG does not use Wire feed (m/min); leave it empty',
    });
    const mma = await add('SQ-MMA', { process: 'mma', current: 120, gasFlow: 12 });
    expect(mma.body.result.errors).toEqual({ gasFlow: '手工电弧焊工艺不使用气体流量(L/min)，请留空' });
    expect((await add('SQ-MMA', { process: 'mma', current: 120, voltage: 24 })).status).toBe(200);
  });

  it("refuses values out of the process's range with the range in the caller's language", async () => {
    const hot = await add('SQ-HOT', { process: 'mig', current: 600, voltage: 50 }, 'en_US');
    expect(hot.status).toBe(400);
    expect(hot.body.result.errors).toEqual({
      current: 'Current (A) must be between 30 and 500 A for MIG/MAG',
      voltage: 'Arc voltage (V) must be between 14 and 45 V for MIG/MAG',
    });
    const ru = await add('SQ-HOT', { process: 'spot', current: 500 }, 'ru_RU');
    expect(ru.body.result.errors.current).toBe(
      '«Сварочный ток (А)»: для способа «Точечная сварка» допустимо от 2000 до 20000 A',
    );
    const count = await server.ctx.db
      .selectFrom('weld_sequence')
      .select('id')
      .where('code', '=', 'SQ-HOT')
      .execute();
    expect(count).toEqual([]);
  });

  it('checks an edit against the stored values it leaves alone: a new process must suit the kept parameters', async () => {
    const mig = await call<Rec>(server, 'POST', '/weld/sequence/add', {
      token: admin,
      body: body('SQ-EDIT', { process: 'mig', current: 200, wireFeed: 9 }),
    });
    expect(mig.status).toBe(200);
    const toTig = await call<Refusal>(server, 'PUT', '/weld/sequence/edit', {
      token: admin,
      lang: 'en_US',
      body: { id: mig.body.result.id, process: 'tig' },
    });
    expect(toTig.status).toBe(400);
    expect(Object.keys(toTig.body.result.errors)).toEqual(['wireFeed']);
    expect(
      (
        await call(server, 'PUT', '/weld/sequence/edit', {
          token: admin,
          body: { id: mig.body.result.id, process: 'tig', wireFeed: null },
        })
      ).status,
    ).toBe(200);
  });

  it('exports sequences and imports them back with every parameter, reporting rows a process refuses', async () => {
    const seeds = [
      {
        code: 'SQX-1',
        process: 'mig',
        thickness: 8.5,
        current: 260,
        voltage: 27.5,
        wireFeed: 10.2,
        gasFlow: 18,
        travelSpeed: 42,
      },
      {
        code: 'SQX-2',
        process: 'tig',
        thickness: 1.2,
        current: 85,
        voltage: 11,
        wireFeed: null,
        gasFlow: 8,
        travelSpeed: 12,
      },
      {
        code: 'SQX-3',
        process: 'laser',
        thickness: 2,
        current: null,
        voltage: null,
        wireFeed: 3.5,
        gasFlow: 20,
        travelSpeed: 300,
      },
    ];
    const ids: string[] = [];
    for (const s of seeds) {
      const answer = await call<Rec>(server, 'POST', '/weld/sequence/add', {
        token: admin,
        body: body(s.code, s),
      });
      expect(answer.status, answer.body.message).toBe(200);
      ids.push(answer.body.result.id);
    }
    const exported = await fetch(`${server.api}/weld/sequence/exportXls?selections=${ids.join(',')}`, {
      headers: { 'X-Access-Token': admin },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported.arrayBuffer());
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(3).values as CellValue[]).slice(1).map(cellText);
    const column = (label: string) => header.indexOf(label) + 1;
    // the exported rows come back under new codes; one more row gives TIG a wire feed
    for (let r = 4; r <= sheet.rowCount; r++)
      sheet.getRow(r).getCell(column('程序编号')).value =
        `${cellText(sheet.getRow(r).getCell(column('程序编号')).value)}-B`;
    const extra = sheet.addRow([]);
    (sheet.getRow(5).values as CellValue[]).forEach((v, i) => (extra.getCell(i).value = v));
    extra.getCell(column('程序编号')).value = 'SQX-BAD';
    extra.getCell(column('焊接工艺')).value = 'TIG';
    extra.getCell(column('送丝速度(m/min)')).value = 6;
    const form = new FormData();
    form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'sequences.xlsx');
    const imported = await fetch(`${server.api}/weld/sequence/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': admin },
      body: form,
    });
    const answer = (await imported.json()) as { code: number; result: { fileUrl: string } };
    expect(answer.code).toBe(201);
    const report = await fetch(`${server.api}/sys/common/static/${answer.result.fileUrl}`, {
      headers: { 'X-Access-Token': admin },
    });
    const reportBook = new ExcelJS.Workbook();
    await reportBook.xlsx.load(await report.arrayBuffer());
    const reasons: string[] = [];
    reportBook.worksheets[0].eachRow(
      (row, n) => n > 1 && reasons.push((row.values as CellValue[]).slice(1).map(cellText).join(' | ')),
    );
    expect(reasons).toEqual([expect.stringContaining('TIG工艺不使用送丝速度(m/min)，请留空')]);

    const { body: list } = await call<Page>(server, 'GET', '/weld/sequence/list?pageSize=50&code=SQX*', {
      token: admin,
    });
    const pick = (r: Rec) => [String(r.code).replace(/-B$/, ''), r.process, ...PARAMETERS.map((p) => r[p])];
    const byCode = (rows: Rec[]) =>
      rows
        .map(pick)
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a).localeCompare(String(b)));
    const originals = list.result.records.filter((r) => !String(r.code).endsWith('-B'));
    const copies = list.result.records.filter((r) => String(r.code).endsWith('-B'));
    expect(copies).toHaveLength(3);
    expect(byCode(copies)).toEqual(byCode(originals));
    expect(list.result.records.some((r) => r.code === 'SQX-BAD')).toBe(false);
  });
});
