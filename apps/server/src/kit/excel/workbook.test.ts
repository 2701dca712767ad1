import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { fieldLabel, position } from '@weld/core';
import { readWorkbook, textOf } from './read';
import { SheetWriter } from './sheet-writer';

/** Three sheets through the export's writer: positions by code and name on each, `rows` data rows per sheet. */
async function threeSheets(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const header = [position.fields.code, position.fields.name].map((f) => fieldLabel(position, f, 'en_US'));
  const sheets = ['First', 'Second', 'Third'];
  const writer = new SheetWriter(out, {
    sheetName: sheets[0],
    columns: 2,
    header: 2,
    more: sheets.slice(1).map((sheetName) => ({ sheetName, columns: 2 })),
  });
  for (const [s, name] of sheets.entries()) {
    if (s > 0) writer.next();
    writer.add([[name], ['exporter'], header]);
    writer.add(Array.from({ length: rows }, (_, i) => [`${name}-${i}`, `row ${i} of ${name}`]));
  }
  await writer.end();
  await writer.stop();
  return Buffer.concat(chunks);
}

describe('a workbook of several sheets', () => {
  it('is written sheet after sheet, each numbered from its first row, and read back whole by exceljs', async () => {
    const book = new ExcelJS.Workbook();
    const file = await threeSheets(3);
    await book.xlsx.load(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    expect(book.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['First', 6],
      ['Second', 6],
      ['Third', 6],
    ]);
    expect(book.worksheets[2].getRow(4).values).toEqual([undefined, 'Third-0', 'row 0 of Third']);
    expect(book.worksheets[1].getRow(3).font?.bold).toBe(true);
  });

  // exceljs's streaming reader now and then ends before the last sheets it put aside: the file is then read whole
  it('reads every sheet the picker takes, by name and place, however the streaming reader fares', async () => {
    const file = await threeSheets(40);
    for (let read = 0; read < 8; read++) {
      const sheets = await readWorkbook(file, () => position);
      expect(sheets.map((s) => [s.name, s.index, s.rows?.length])).toEqual([
        ['First', 0, 40],
        ['Second', 1, 40],
        ['Third', 2, 40],
      ]);
      expect(textOf(sheets[2].rows![39], position.fields.code)).toBe('Third-39');
    }
    const picked = await readWorkbook(file, (name) => (name === 'Second' ? null : position));
    expect(picked.map((s) => s.rows?.length ?? null)).toEqual([40, null, 40]);
  }, 120_000);
});
