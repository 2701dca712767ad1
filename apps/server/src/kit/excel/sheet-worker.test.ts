import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { wholeSheetRows } from './sheet-worker';

/** Nice of each thread of this process (the 19th field of its stat, after the parenthesised name). */
function threadNices(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    try {
      return Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    } catch {
      return NaN;
    }
  });
}

describe('the sheet parser thread', () => {
  // issue 14: parsing is most of an import's processor time; at the server's priority it took the event loop's turns
  it.runIf(fs.existsSync('/proc/thread-self'))(
    'runs at a lower OS priority than the server while it parses, and ends with the read',
    async () => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('rows');
      for (let i = 0; i < 50; i++) sheet.addRow([`code ${i}`, i]);
      const file = Buffer.from(await book.xlsx.writeBuffer());
      const lowered = Math.min(19, os.getPriority() + 10);
      const before = threadNices().filter((n) => n === lowered).length;
      let during = -1;
      let rows = 0;
      for await (const row of wholeSheetRows('xlsx-stream', file)) {
        if (rows++ === 0) during = threadNices().filter((n) => n === lowered).length;
        expect(row.values[1]).toBe(`code ${row.number - 1}`);
      }
      expect(rows).toBe(50);
      expect(during).toBe(before + 1);
      expect(threadNices().filter((n) => n === lowered).length).toBe(before);
    },
  );
});
