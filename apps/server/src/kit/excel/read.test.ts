import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { isZipArchive } from './read';

describe('the upload check before the sheet parser', () => {
  // the parser thread runs at a low priority: on a busy server a broken upload waited seconds for its 400
  it('takes a whole .xlsx and refuses a file that only starts like one, or was cut short', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('rows').addRow(['code', 'name']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    expect(isZipArchive(file)).toBe(true);
    expect(isZipArchive(Buffer.from('PK\u0003\u0004 not a zip'))).toBe(false);
    expect(isZipArchive(file.subarray(0, Math.floor(file.length / 2)))).toBe(false);
    expect(isZipArchive(Buffer.from('code,name\n1,a\n'))).toBe(false);
  });
});
