import { setTimeout as sleep } from 'node:timers/promises';
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import {
  fieldLabelKey,
  position,
  readableFields,
  resourceTitleKey,
  translate,
  weldProjectLevel,
} from '@weld/core';
import type { PageResult } from '@weld/core';
import { useAdminServer } from '../../test/admin-server';
import { call } from '../../test/client';
import { kitDb } from '../table';
import { exportWorkbook, prepareExport } from './export';
import { BATCH, IN_FLIGHT } from './export-pace';
import type { ExportStream } from './export-pace';
import { readSheet, textOf } from './read';

const ROWS = 20_000;
type Rec = Record<string, unknown> & { id: string };

async function loadBook(file: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  return book;
}

/** The export of every position, as the server's own code hands it to the reply. */
async function positionsExport(admin: ReturnType<typeof useAdminServer>): Promise<ExportStream> {
  const req = { scope: { tenantId: null, filters: [] }, lang: 'en_US' as const, user: 'admin' };
  return (await exportWorkbook(admin.server.ctx, position, prepareExport(position, {}), req)) as ExportStream;
}

describe('.xlsx export', () => {
  const admin = useAdminServer('sqlite');

  beforeAll(async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      id: `m${String(i).padStart(6, '0')}`,
      code: `M${i}`,
      name: i === 7 ? ' 焊工 <A&B> ' : `Meter ${i}`,
      post_rank: String((i % 5) + 1),
      org_code: null,
      create_by: 't',
      create_time: `2026-0${1 + (i % 9)}-1${i % 10} 08:${String(i % 60).padStart(2, '0')}:00`,
      update_by: null,
      update_time: null,
    }));
    for (let i = 0; i < rows.length; i += 3000)
      await kitDb(admin.server.ctx)
        .insertInto('sys_position')
        .values(rows.slice(i, i + 3000))
        .execute();
  }, 60_000);

  it('reads back through the import parser, exceljs and SheetJS with the list’s texts, dates and every row', async () => {
    const response = await fetch(`${admin.server.api}/sys/position/exportXls`, {
      headers: { 'X-Access-Token': admin.token, 'X-Lang': 'en_US' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+\.xlsx"; filename\*=UTF-8''.+\.xlsx$/,
    );
    const file = Buffer.from(await response.arrayBuffer());

    // the import parser: the header found by label, each row's texts as the list shows them, in its order
    const parsed = await readSheet(position, file);
    expect(parsed).toHaveLength(ROWS);
    const listed = (
      await call<PageResult<Rec>>(admin.server, 'GET', '/sys/position/list?pageSize=200', {
        token: admin.token,
        lang: 'en_US',
      })
    ).body.result.records;
    const fields = readableFields(position);
    const field = (key: string) => fields.find((f) => f.key === key) as (typeof fields)[number];
    const shown = parsed
      .slice(0, 200)
      .map((row) => [
        textOf(row, field('code')),
        textOf(row, field('name')),
        textOf(row, field('postRank')),
        textOf(row, field('createTime')),
      ]);
    expect(shown).toEqual(
      listed.map((r) => [r.code, String(r.name).trim(), r.postRank_dictText, r.createTime]),
    );
    // the rank's dictionary text, not its stored code
    expect(shown[0][2]).not.toBe(listed[0].postRank);

    // what a person sees in Excel: title, exporter, a bold header of labels 20 wide, texts exactly as stored
    const sheet = (await loadBook(file)).worksheets[0];
    const title = translate('en_US', resourceTitleKey(position));
    expect(sheet.name).toBe(title);
    expect(sheet.getCell('A1').value).toBe(title);
    expect(String(sheet.getCell('A2').value)).toContain('admin');
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      ...fields.map((f) => translate('en_US', fieldLabelKey(position, f.key))),
    ]);
    expect(sheet.getCell('A3').font?.bold).toBe(true);
    expect(sheet.getCell('A4').font?.bold).toBeFalsy();
    expect(sheet.getColumn(fields.length).width).toBe(20);
    expect(sheet.rowCount).toBe(ROWS + 3);
    const odd = sheet.getRows(4, ROWS)?.find((row) => String(row.getCell(1).value) === 'M7');
    expect(odd?.getCell(2).value).toBe(' 焊工 <A&B> ');
    expect(odd?.getCell(5).value).toBe('2026-08-17 08:07:00');

    const legacyReader = XLSX.read(file, { type: 'buffer' });
    const grid = XLSX.utils.sheet_to_json<unknown[]>(legacyReader.Sheets[title], { header: 1 });
    expect(grid).toHaveLength(ROWS + 3);
    expect(
      ['code', 'name', 'postRank', 'createTime'].map((key) => grid[3][fields.indexOf(field(key))]),
    ).toEqual(shown[0]);
  }, 60_000);

  it('writes numbers as number cells', async () => {
    for (const [code, rank] of [
      ['L1', 3],
      ['L2', 250],
    ] as const) {
      const added = await call(admin.server, 'POST', '/weld/projectLevel/add', {
        token: admin.token,
        body: { code, name: `Level ${code}`, rank },
      });
      expect(added.status).toBe(200);
    }
    const response = await fetch(`${admin.server.api}/weld/projectLevel/exportXls`, {
      headers: { 'X-Access-Token': admin.token, 'X-Lang': 'en_US' },
    });
    const sheet = (await loadBook(Buffer.from(await response.arrayBuffer()))).worksheets[0];
    const column = readableFields(weldProjectLevel).findIndex((f) => f.key === 'rank') + 1;
    const ranks = (sheet.getRows(4, sheet.rowCount - 3) ?? []).map((row) => row.getCell(column));
    expect(ranks.map((cell) => cell.type)).toEqual(ranks.map(() => ExcelJS.ValueType.Number));
    expect(ranks.map((cell) => cell.value)).toEqual(expect.arrayContaining([3, 250]));
  });

  it('sends the first bytes while rows are still being read, and holds the rest while the client does not read', async () => {
    const stream = await positionsExport(admin);
    const reader = stream[Symbol.asyncIterator]();
    const first = (await reader.next()).value as Buffer;
    // a zip's first entry has begun before the export has read its last rows
    expect(first.readUInt32LE(0)).toBe(0x04034b50);
    expect(stream.committed).toBeLessThan(ROWS + 3);
    // a client that reads nothing more: the producer waits
    await sleep(1500);
    expect(stream.committed).toBeLessThan(ROWS);
    expect(stream.committed - stream.rows).toBeLessThanOrEqual(IN_FLIGHT + BATCH);
    const rest: Buffer[] = [first];
    for (let next = await reader.next(); !next.done; next = await reader.next())
      rest.push(next.value as Buffer);
    expect(stream.committed).toBe(ROWS + 3);
    expect((await loadBook(Buffer.concat(rest))).worksheets[0].rowCount).toBe(ROWS + 3);
  }, 60_000);

  it('exports a sort with ties across many batches in the list order, each row once', async () => {
    // a rank shared by a fifth of the rows: each batch ends inside a tie, which the next resumes by id
    const req = { scope: { tenantId: null, filters: [] }, lang: 'en_US' as const, user: 'admin' };
    const stream = await exportWorkbook(
      admin.server.ctx,
      position,
      prepareExport(position, { column: 'postRank', order: 'desc' }),
      req,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const code = readableFields(position).find((f) => f.key === 'code') as ReturnType<
      typeof readableFields
    >[number];
    const exported = (await readSheet(position, Buffer.concat(chunks))).map((row) => textOf(row, code));
    const listed = await kitDb(admin.server.ctx)
      .selectFrom('sys_position')
      .select('code')
      .orderBy('post_rank', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(exported.length).toBeGreaterThan(4 * BATCH);
    expect(exported).toEqual(listed.map((r) => r.code));
  }, 60_000);

  it('stops reading rows when the client goes away', async () => {
    const stream = await positionsExport(admin);
    const slow = new PassThrough({ highWaterMark: 1024 });
    stream.pipe(slow);
    slow.read();
    await sleep(300);
    stream.destroy();
    const at = stream.committed;
    await sleep(1000);
    // at most the batch being read when it left
    expect(stream.committed).toBeLessThanOrEqual(at + BATCH);
    expect(stream.committed).toBeLessThan(ROWS);
  });
});
