import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { fieldLabel, readableFields, resourceRegistry, resourceTitle } from '@weld/core';
import type { PageResult, ResourceDefinition } from '@weld/core';
import { dialects } from '../../test/databases';
import { call } from '../../test/client';
import { sampleRecord } from '../../test/samples';
import { badValue } from '../../test/operator-cases';
import { kitDb } from '../table';
import { useKitServer } from '../../test/kit-fixture';
import { contractRuntime } from '../../test/runtime-fixture';
import { cellText } from './cells';

type Rec = Record<string, unknown> & { id: string };
const PLAIN_PASSWORD = 'Pla1n!xls#2026';

async function sheetRows(data: ArrayBuffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as CellValue[]).slice(1).map(cellText)));
  return rows;
}

async function xlsx(rows: unknown[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return new Blob([await book.xlsx.writeBuffer()]);
}

/** Export → import round trip, partial failure with a report, bad files and missing rights, for every resource. */
describe.each(dialects)('resource kit Excel on %s', (dialect) => {
  const kit = useKitServer(dialect, 'xlsplain', PLAIN_PASSWORD);

  describe.each(
    [...resourceRegistry, contractRuntime].map((def) => [def.name, def] as [string, ResourceDefinition]),
  )('%s', (_name, def) => {
    const fields = readableFields(def);
    const formKeys = fields.filter((f) => f.form).map((f) => f.key);
    const pick = (r: Rec) => Object.fromEntries(formKeys.map((k) => [k, r[k]]));
    const byForm = (records: Rec[]) =>
      records.map(pick).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const all = async (lang?: string) =>
      (
        await call<PageResult<Rec>>(kit.server, 'GET', `${def.path}/list?pageSize=1000`, {
          token: kit.admin,
          lang,
        })
      ).body.result.records;
    const download = (query: string, token = kit.admin, lang = 'zh_CN') =>
      fetch(`${kit.server.api}${def.path}/exportXls?${query}`, {
        headers: { 'X-Access-Token': token, 'X-Lang': lang },
      });
    const upload = async (file: Blob, token = kit.admin, lang = 'zh_CN') => {
      const form = new FormData();
      form.append('file', file, 'data.xlsx');
      const response = await fetch(`${kit.server.api}${def.path}/importExcel`, {
        method: 'POST',
        headers: { 'X-Access-Token': token, 'X-Lang': lang },
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as { code: number; message: string; result: Record<string, unknown> },
      };
    };
    // seeded rows (menus, dictionaries, the admin …) must survive: only what a test created goes
    const wipe = (idList: string[]) =>
      kitDb(kit.server.ctx).deleteFrom(def.table).where('id', 'in', idList).execute();

    it('exports the list query with title, exporter and header rows and dictionary texts, then imports it back', async () => {
      const created: string[] = [];
      for (const n of [1, 2, 3]) {
        const added = await call<Rec>(kit.server, 'POST', `${def.path}/add`, {
          token: kit.admin,
          body: sampleRecord(def, n, kit.dictValues),
        });
        expect(added.status, added.body.message).toBe(200);
        created.push(added.body.result.id);
      }
      const before = await all('en_US');
      const response = await download('', kit.admin, 'en_US');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent(resourceTitle(def, 'en_US'))}.xlsx`,
      );
      const rows = await sheetRows(await response.arrayBuffer());
      expect(rows[0][0]).toBe(resourceTitle(def, 'en_US'));
      expect(rows[1][0]).toContain('admin');
      expect(rows[2]).toEqual(fields.map((f) => fieldLabel(def, f, 'en_US')));
      expect(rows.slice(3)).toHaveLength(before.length);
      const dict = fields.find((f) => f.dictCode);
      if (dict)
        expect(
          rows
            .slice(3)
            .map((r) => r[fields.indexOf(dict)] ?? '')
            .sort(),
        ).toEqual(before.map((r) => String(r[`${dict.key}_dictText`] ?? '')).sort());

      const one = await sheetRows(await (await download(`selections=${before[0].id}`)).arrayBuffer());
      expect(one.slice(3)).toHaveLength(1);

      const file = await (await download(`selections=${created.join(',')}`)).blob();
      await wipe(created);
      const answer = await upload(file);
      expect(answer.status, answer.body.message).toBe(200);
      expect(answer.body.code).toBe(200);
      expect(byForm(await all())).toEqual(byForm(before));
    });

    it('writes the good rows of a partly bad file and reports the bad ones in a downloadable report', async () => {
      const before = await all();
      const bad = fields.find((f) => f.form && badValue(f) !== null);
      const unique = fields.find((f) => f.unique);
      const good = sampleRecord(def, 11, kit.dictValues);
      const rows: unknown[][] = [fields.map((f) => fieldLabel(def, f, 'ru_RU'))];
      const line = (r: Record<string, unknown>) =>
        fields.map((f) => (r[f.key] === undefined ? null : r[f.key]));
      rows.push(line(good));
      if (bad) rows.push(line({ ...sampleRecord(def, 12, kit.dictValues), [bad.key]: badValue(bad) }));
      const taken = unique && before.find((r) => r[unique.key] !== null && r[unique.key] !== undefined);
      if (unique && taken)
        rows.push(line({ ...sampleRecord(def, 13, kit.dictValues), [unique.key]: taken[unique.key] }));
      const answer = await upload(await xlsx(rows));
      expect(answer.status, answer.body.message).toBe(200);
      expect(answer.body.code).toBe(201);
      expect(answer.body.result).toMatchObject({
        msg: answer.body.message,
        fileUrl: expect.stringMatching(/^excel-errors\/.+\.xlsx$/),
        fileName: expect.any(String),
      });
      const after = await all();
      expect(byForm(after)).toEqual(byForm([...before, { id: '', ...good } as Rec]));

      const report = await fetch(
        `${kit.server.api}/sys/common/static/${String(answer.body.result.fileUrl)}`,
        { headers: { 'X-Access-Token': kit.plain } },
      );
      expect(report.status).toBe(200);
      const listed = (await sheetRows(await report.arrayBuffer())).slice(1);
      expect(listed.map((r) => Number(r[0]))).toEqual(
        [bad ? 3 : null, taken ? (bad ? 4 : 3) : null].filter((n) => n !== null),
      );
      for (const path of ['excel-errors/..%2F..%2Fetc%2Fpasswd', 'excel-errors/nope.xlsx']) {
        expect(
          (
            await fetch(`${kit.server.api}/sys/common/static/${path}`, {
              headers: { 'X-Access-Token': kit.admin },
            })
          ).status,
        ).toBe(404);
      }
      expect(
        (await fetch(`${kit.server.api}/sys/common/static/${String(answer.body.result.fileUrl)}`)).status,
      ).toBe(401);
    });

    it('refuses an unreadable file, a legacy .xls and a file without a known header with 400, writing nothing', async () => {
      const before = await all();
      const ole = new Uint8Array(64);
      ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
      for (const file of [
        new Blob(['not a spreadsheet']),
        new Blob([ole]),
        await xlsx([
          ['nothing', 'known'],
          ['a', 'b'],
        ]),
      ]) {
        const answer = await upload(file);
        expect(answer.status, answer.body.message).toBe(400);
      }
      expect(await all()).toEqual(before);
    });

    it('refuses export and import without the rights with 403', async () => {
      const before = await all();
      expect((await download('', kit.plain)).status).toBe(403);
      expect((await upload(await xlsx([fields.map((f) => f.key)]), kit.plain)).status).toBe(403);
      expect(await all()).toEqual(before);
    });
  });
});
