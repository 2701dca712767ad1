import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import type { Field, ResourceDefinition } from '@weld/core';
import { AppError } from '../../lib/errors';
import { cellText, headerMap } from './cells';
import { readXlsRows } from './legacy-xls';

/** One data row of a sheet: its row number in the file and the text of each known column. */
export interface SheetRow {
  number: number;
  cells: Map<Field, string>;
}

const HEADER_SEARCH_ROWS = 10;
const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b;
const isOle = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0xd0cf11e0;

interface RawRow {
  number: number;
  values: unknown[];
}

/** The first sheet of an .xlsx, streamed row by row. */
async function* xlsxRows(file: Buffer): AsyncGenerator<RawRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) yield { number: row.number, values: row.values as CellValue[] };
    return;
  }
}

/**
 * The data rows of the first sheet of an .xlsx (streamed) or a legacy .xls: the header is the first of
 * the top rows that names at least two fields (one for a one-field resource) by label in any language
 * or by key; rows above it (title, exporter) and blank rows are skipped. 400 when the file is neither
 * or has no such header.
 * @example const rows = await readSheet(position, buffer)
 */
export async function readSheet(def: ResourceDefinition, file: Buffer): Promise<SheetRow[]> {
  const legacy = isOle(file);
  if (!legacy && !isZip(file)) throw new AppError(400, 'kit.excel.unreadable');
  const known = headerMap(def);
  const needed = Math.min(2, known.size === 0 ? 1 : new Set(known.values()).size);
  let columns: Map<number, Field> | null = null;
  const rows: SheetRow[] = [];
  try {
    for await (const { number, values } of legacy ? await readXlsRows(file) : xlsxRows(file)) {
      if (!columns) {
        if (number > HEADER_SEARCH_ROWS) break;
        const found = new Map<number, Field>();
        values.forEach((v, i) => {
          const field = known.get(cellText(v as CellValue).toLowerCase());
          if (field) found.set(i, field);
        });
        if (found.size >= needed) columns = found;
        continue;
      }
      const cells = new Map<Field, string>();
      for (const [i, field] of columns) cells.set(field, cellText(values[i] as CellValue));
      if ([...cells.values()].some((t) => t !== '')) rows.push({ number, cells });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'kit.excel.unreadable');
  }
  if (!columns) throw new AppError(400, 'kit.excel.noHeader');
  return rows;
}
