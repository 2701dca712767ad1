import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { endWarmParser, wholeSheetRows } from './sheet-worker';

/** Each thread of this process with its nice (the 19th field of its stat, after the parenthesised name). */
function threadIds(): [string, number][] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    try {
      return [
        tid,
        Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]),
      ];
    } catch {
      return [tid, NaN];
    }
  });
}

/** Threads of this process at the lowered priority: the sheet parser threads. */
const lowered = () => {
  const nice = Math.min(19, os.getPriority() + 10);
  return threadIds()
    .filter(([, n]) => n === nice)
    .map(([tid]) => tid);
};

async function smallSheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('rows');
  for (let i = 0; i < 50; i++) sheet.addRow([`code ${i}`, i]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the sheet parser thread', () => {
  // issue 14: parsing is most of an import's processor time; at the server's priority it took the event loop's turns
  it.runIf(fs.existsSync('/proc/thread-self'))(
    'runs at a lower OS priority than the server, stays for the next streamed read, and ends when asked',
    async () => {
      await endWarmParser();
      const file = await smallSheet();
      const before = lowered();
      const during: string[][] = [];
      for (const read of [1, 2]) {
        let rows = 0;
        for await (const row of wholeSheetRows('xlsx-stream', file)) {
          if (rows++ === 0) during.push(lowered().filter((tid) => !before.includes(tid)));
          expect(row.values[1]).toBe(`code ${row.number - 1}`);
        }
        expect(rows, `read ${read}`).toBe(50);
      }
      // one thread, the same for both reads: the second did not pay for starting one
      expect(during[0]).toHaveLength(1);
      expect(during[1]).toEqual(during[0]);
      await endWarmParser();
      expect(lowered()).toEqual(before);
    },
  );

  it.runIf(fs.existsSync('/proc/thread-self'))(
    'ends the thread of a whole-file read with the read, and of a read left early',
    async () => {
      await endWarmParser();
      const file = await smallSheet();
      const before = lowered();
      let rows = 0;
      for await (const row of wholeSheetRows('xlsx', file)) rows += row.number > 0 ? 1 : 0;
      expect(rows).toBe(50);
      expect(lowered()).toEqual(before);
      for await (const row of wholeSheetRows('xlsx-stream', file)) {
        expect(row.number).toBe(1);
        break;
      }
      expect(lowered()).toEqual(before);
    },
  );
});
