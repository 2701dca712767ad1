import type { CellValue } from 'exceljs';
import type { Field, ResourceDefinition } from '@weld/core';
import { AppError } from '../../lib/errors';
import { pacer } from '../../lib/pacer';
import { cellText, headerMap } from './cells';
import { wholeSheetRows, workbookRows } from './sheet-worker';
import type { RawRow, SheetStart } from './sheet-worker';

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

/** Gathers a sheet's data rows under its header, row by row; `push` answers false once no header can come. */
function collector(def: ResourceDefinition) {
  const known = headerMap(def);
  const needed = Math.min(2, known.size === 0 ? 1 : new Set(known.values()).size);
  let columns: Map<number, Field> | null = null;
  let fields: Field[] = [];
  const rows: SheetRow[] = [];
  return {
    push({ number, values }: RawRow): boolean {
      if (!columns) {
        if (number > HEADER_SEARCH_ROWS) return false;
        const found = new Map<number, Field>();
        values.forEach((v, i) => {
          const field = known.get(cellText(v as CellValue).toLowerCase());
          if (field) found.set(i, field);
        });
        if (found.size >= needed) [columns, fields] = [found, [...found.values()]];
        return true;
      }
      const texts: string[] = [];
      for (const i of columns.keys()) texts.push(cellText(values[i] as CellValue));
      if (texts.some((t) => t !== '')) rows.push({ number, fields, texts });
      return true;
    },
    /** the rows, or null when the sheet has no header */
    rows: (): SheetRow[] | null => (columns ? rows : null),
  };
}

/** The data rows under the header, from raw rows; 400 when no header is found in the top rows. */
async function collectRows(
  def: ResourceDefinition,
  source: AsyncIterable<RawRow> | Iterable<RawRow>,
): Promise<SheetRow[]> {
  const sheet = collector(def);
  const pace = pacer(5);
  for await (const raw of source) {
    await pace();
    if (!sheet.push(raw)) break;
  }
  const rows = sheet.rows();
  if (!rows) throw new AppError(400, 'kit.excel.noHeader');
  return rows;
}

/** One sheet of a workbook as readWorkbook reads it: its name, its place (0 the first) and its data rows. */
export interface BookSheet {
  name: string;
  index: number;
  /** null when no header naming the definition's fields is found in its top rows */
  rows: SheetRow[] | null;
}

/**
 * The data rows of every sheet of an .xlsx (streamed, else whole) or a legacy .xls to which `pick` gives a
 * definition (by the sheet's name and place), each read against its definition as readSheet reads the first.
 * 400 when the file is neither.
 * @example const sheets = await readWorkbook(file, (name, index) => (index === 0 ? main : null))
 */
export async function readWorkbook(
  file: Buffer,
  pick: (name: string, index: number) => ResourceDefinition | null,
): Promise<BookSheet[]> {
  const legacy = isOle(file);
  if (!legacy && !isZipArchive(file)) throw new AppError(400, 'kit.excel.unreadable');
  try {
    if (legacy) return await collectSheets(workbookRows('xls', file), pick);
    try {
      return await collectSheets(workbookRows('xlsx-stream', file), pick);
    } catch (err) {
      if (err instanceof AppError) throw err;
      return await collectSheets(workbookRows('xlsx', file), pick);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'kit.excel.unreadable');
  }
}

async function collectSheets(
  source: AsyncIterable<RawRow | SheetStart>,
  pick: (name: string, index: number) => ResourceDefinition | null,
): Promise<BookSheet[]> {
  const sheets: { sheet: BookSheet; rows: ReturnType<typeof collector> | null }[] = [];
  let current: ReturnType<typeof collector> | null = null;
  const pace = pacer(5);
  for await (const item of source) {
    await pace();
    if ('sheet' in item) {
      const def = pick(item.sheet.name, item.sheet.index);
      current = def && collector(def);
      sheets.push({ sheet: { ...item.sheet, rows: null }, rows: current });
    } else current?.push(item);
  }
  return sheets
    .map(({ sheet, rows }) => ({ ...sheet, rows: rows?.rows() ?? null }))
    .sort((a, b) => a.index - b.index);
}
