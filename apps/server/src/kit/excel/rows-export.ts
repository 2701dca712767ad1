import type { Readable } from 'node:stream';
import { HEADER_ROW, sheetName } from './export';
import { ExportStream, finish, pump, readAhead } from './export-pace';
import { SheetWriter } from './sheet-writer';

/**
 * An .xlsx streamed from batches of rows that are not a resource's (an online report's): the first batches are the
 * title, exporter and header rows, then the data. The first two batches are read before anything is sent, so a query
 * that fails is an error answer, never a file cut short; the producer is then held to the pace of the output.
 * @example reply.send(await exportRowBatches('各型号程序数量', 3, batches))
 */
export async function exportRowBatches(
  title: string,
  columns: number,
  batches: AsyncGenerator<unknown[][]>,
): Promise<Readable> {
  const ahead = await readAhead(batches, 2);
  const out = new ExportStream();
  const writer = new SheetWriter(out, {
    sheetName: sheetName(title),
    columns,
    header: HEADER_ROW,
    written: (rows) => {
      out.rows = rows;
      out.emit('rows', rows);
    },
  });
  finish(out, writer, async () => {
    await pump(out, writer, ahead);
  });
  return out;
}
