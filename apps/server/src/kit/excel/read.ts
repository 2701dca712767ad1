import type { CellValue } from 'exceljs';
import type { Field, ResourceDefinition } from '@weld/core';
import { AppError } from '../../lib/errors';
import { pacer } from '../../lib/pacer';
import { cellText, headerMap } from './cells';
import { wholeSheetRows } from './sheet-worker';
import type { RawRow } from './sheet-worker';

/**
 * One data row of a sheet: its row number in the file and the text of each known column, `texts[i]` that of
 * `fields[i]` (the sheet's one list, shared by its rows: a Map per row cost some 10 MB per 100k rows).
 */
export interface SheetRow {
  number: number;
  fields: readonly Field[];
  texts: string[];
}

/** The text a row holds for a field, '' when the sheet has no column for it. */
export const textOf = (row: SheetRow, field: Field): string => row.texts[row.fields.indexOf(field)] ?? '';

const HEADER_SEARCH_ROWS = 10;
/** Longest tail holding a zip's end record: the record (22 bytes) and a comment of at most 65,535. */
const ZIP_TAIL = 22 + 0xffff;
const ZIP_END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/**
 * A zip archive from its first local header to its end record (which a cut-short upload lacks), checked here
 * so a broken file is refused at once, not after the low-priority parser thread got its turn on a busy server.
 */
export function isZipArchive(b: Buffer): boolean {
  if (b.length < 22 || b.readUInt32LE(0) !== 0x04034b50) return false;
  const end = b.lastIndexOf(ZIP_END_RECORD, b.length - 22);
  return end >= 0 && end >= b.length - ZIP_TAIL;
}
const isOle = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0xd0cf11e0;

/**
 * The data rows of the first sheet of an .xlsx (streamed) or a legacy .xls (parsed whole), read in a
 * worker thread (sheet-worker.ts): now and then exceljs's streaming reader races with itself (it hands
 * out `{ sharedString: n }` instead of the text, its issue #683, or reaches a sheet before the workbook
 * part it needs), and such a file is read again whole: the header is the first of the top rows that names at least two fields
 * (one for a one-field resource) by label in any language or by key; rows above it (title, exporter)
 * and blank rows are skipped. 400 when the file is neither or has no such header.
 * @example const rows = await readSheet(position, buffer)
 */
export async function readSheet(def: ResourceDefinition, file: Buffer): Promise<SheetRow[]> {
  const legacy = isOle(file);
  if (!legacy && !isZipArchive(file)) throw new AppError(400, 'kit.excel.unreadable');
  try {
    if (legacy) return await collectRows(def, wholeSheetRows('xls', file));
    try {
      return await collectRows(def, wholeSheetRows('xlsx-stream', file));
    } catch (err) {
      // our own refusals (no header) stand; anything the streaming reader tripped on is read again whole
      if (err instanceof AppError) throw err;
      return await collectRows(def, wholeSheetRows('xlsx', file));
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'kit.excel.unreadable');
  }
}

/** The data rows under the header, from raw rows; 400 when no header is found in the top rows. */
async function collectRows(
  def: ResourceDefinition,
  source: AsyncIterable<RawRow> | Iterable<RawRow>,
): Promise<SheetRow[]> {
  const known = headerMap(def);
  const needed = Math.min(2, known.size === 0 ? 1 : new Set(known.values()).size);
  let columns: Map<number, Field> | null = null;
  let fields: Field[] = [];
  const rows: SheetRow[] = [];
  const pace = pacer(5);
  for await (const { number, values } of source) {
    await pace();
    if (!columns) {
      if (number > HEADER_SEARCH_ROWS) break;
      const found = new Map<number, Field>();
      values.forEach((v, i) => {
        const field = known.get(cellText(v as CellValue).toLowerCase());
        if (field) found.set(i, field);
      });
      if (found.size >= needed) [columns, fields] = [found, [...found.values()]];
      continue;
    }
    const texts: string[] = [];
    for (const i of columns.keys()) texts.push(cellText(values[i] as CellValue));
    if (texts.some((t) => t !== '')) rows.push({ number, fields, texts });
  }
  if (!columns) throw new AppError(400, 'kit.excel.noHeader');
  return rows;
}
