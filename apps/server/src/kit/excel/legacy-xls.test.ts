import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { PageResult } from '@weld/core';
import { dialects } from '../../test/databases';
import { call } from '../../test/client';
import { useKitServer } from '../../test/kit-fixture';
import { kitDb } from '../table';

type Rec = Record<string, unknown> & { id: string };
const OLE = 'd0cf11e0a1b11ae1';

/** Rows of the first sheet of a legacy file as text, the way a person reads them. */
function xlsRows(data: ArrayBuffer): string[][] {
  const book = XLSX.read(new Uint8Array(data), { type: 'array' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
    raw: false,
    defval: '',
  });
}

function xls(rows: unknown[][]): Blob {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'data');
  return new Blob([new Uint8Array(XLSX.write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer)]);
}

describe.each(dialects)('legacy .xls export and import on %s', (dialect) => {
  const kit = useKitServer(dialect, 'xlslegacy', 'Pla1n!legacy#2026');
  const list = async () =>
    (
      await call<PageResult<Rec>>(
        kit.server,
        'GET',
        '/sys/position/list?pageSize=1000&column=code&order=asc',
        { token: kit.admin, lang: 'en_US' },
      )
    ).body.result.records;
  const exported = (query: string) =>
    fetch(`${kit.server.api}/sys/position/exportXls?${query}`, {
      headers: { 'X-Access-Token': kit.admin, 'X-Lang': 'en_US' },
    });
  const upload = async (file: Blob, name: string) => {
    const form = new FormData();
    form.append('file', file, name);
    const response = await fetch(`${kit.server.api}/sys/position/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': kit.admin, 'X-Lang': 'en_US' },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { code: number; message: string; result: Record<string, unknown> },
    };
  };

  it('exports .xls on request (title, exporter, header, dictionary texts) and imports it back', async () => {
    for (const [code, name, postRank] of [
      ['X1', '焊工一', '1'],
      ['X2', 'Welder two', '2'],
      ['X3', 'Сварщик', '3'],
    ]) {
      expect(
        (
          await call(kit.server, 'POST', '/sys/position/add', {
            token: kit.admin,
            body: { code, name, postRank },
          })
        ).status,
      ).toBe(200);
    }
    const before = await list();
    const response = await exported('fileType=xls&column=code&order=asc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.ms-excel');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Positions.xls"; filename*=UTF-8''Positions.xls`,
    );
    const data = await response.arrayBuffer();
    expect(Buffer.from(data.slice(0, 8)).toString('hex')).toBe(OLE);
    const rows = xlsRows(data);
    expect(rows[0][0]).toBe('Positions');
    expect(rows[1][0]).toContain('admin');
    expect(rows[2].slice(0, 3)).toEqual(['Code', 'Name', 'Rank']);
    expect(rows.slice(3).map((r) => r.slice(0, 2))).toEqual([
      ['X1', '焊工一'],
      ['X2', 'Welder two'],
      ['X3', 'Сварщик'],
    ]);
    expect(rows.slice(3).map((r) => r[2])).toEqual(before.map((r) => r.postRank_dictText));

    await kitDb(kit.server.ctx).deleteFrom('sys_position').execute();
    const answer = await upload(new Blob([data]), 'positions.xls');
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.code).toBe(200);
    const pick = (r: Rec) => [r.code, r.name, r.postRank];
    expect((await list()).map(pick)).toEqual(before.map(pick));
  });

  it('keeps .xlsx the default and refuses an unknown fileType', async () => {
    const response = await exported('');
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(Buffer.from((await response.arrayBuffer()).slice(0, 2)).toString()).toBe('PK');
    expect((await exported('fileType=csv')).status).toBe(400);
  });

  it('imports the good rows of a partly bad .xls and reports the bad ones by their row number', async () => {
    const before = await list();
    const answer = await upload(
      xls([
        ['Code', 'Name', 'Rank'],
        ['L1', 'Legacy one', 'Senior'],
        ['bad code!', 'Legacy two', '1'],
        [before[0].code, 'Legacy dup', '2'],
      ]),
      'legacy.xls',
    );
    expect(answer.body.code).toBe(201);
    expect(answer.body.result.fileUrl).toMatch(/^excel-errors\/.+\.xlsx$/);
    expect(answer.body.message).toContain('3, 4');
    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((r) => r.code === 'L1')).toMatchObject({ name: 'Legacy one', postRank: '5' });
  });

  it('refuses an .xls export over the 65,533 data rows the format holds, before sending anything', async () => {
    if (dialect !== 'sqlite') return;
    const now = kit.server.ctx.now();
    const rows = Array.from({ length: 65_534 }, (_, i) => ({
      id: `big${i}`,
      code: `BIG${i}`,
      name: `n${i}`,
      post_rank: '1',
      org_code: null,
      create_by: 't',
      create_time: now,
      update_by: null,
      update_time: null,
    }));
    for (let i = 0; i < rows.length; i += 3000)
      await kitDb(kit.server.ctx)
        .insertInto('sys_position')
        .values(rows.slice(i, i + 3000))
        .execute();
    const response = await exported('fileType=xls');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('65533');
    await kitDb(kit.server.ctx).deleteFrom('sys_position').where('id', 'like', 'big%').execute();
  }, 60_000);
});
