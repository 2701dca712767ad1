import type * as SheetJs from '@e965/xlsx';
import { resourceTitle } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { sheetFields } from './cells';
import { sheetBatches, sheetName } from './export';
import type { ExportRequest, PreparedExport } from './export';

let library: Promise<typeof SheetJs> | null = null;

/**
 * SheetJS with its code pages (BIFF5 files and some BIFF8 strings are stored in the writer's code page,
 * GBK for Chinese Excel), loaded with the first legacy export rather than with the server: they hold some
 * 20 MB of heap that every other request and every .xlsx export would otherwise carry (imports read
 * legacy files in a worker thread, sheet-worker.ts).
 */
function sheetJs(): Promise<typeof SheetJs> {
  library ??= Promise.all([import('@e965/xlsx'), import('@e965/xlsx/dist/cpexcel.full.mjs')]).then(
    ([xlsx, cptable]) => {
      xlsx.set_cptable(cptable);
      return xlsx;
    },
  );
  return library;
}

/** A BIFF8 sheet holds 65,536 rows; three are the title, exporter and header rows. */
export const XLS_MAX_ROWS = 65_536;

/**
 * The export as a BIFF8 .xls held in memory (a legacy file is at most 65,536 rows, so this stays small);
 * 400 when the query has more rows than the format holds, before anything is sent.
 * @example reply.send(await exportXlsBuffer(ctx, position, prepared, req))
 */
export async function exportXlsBuffer(
  ctx: AppContext,
  def: ResourceDefinition,
  prepared: PreparedExport,
  req: ExportRequest,
): Promise<Buffer> {
  const rows: unknown[][] = [];
  for await (const batch of sheetBatches(ctx, def, prepared, req)) {
    rows.push(...batch);
    if (rows.length > XLS_MAX_ROWS) throw new AppError(400, 'upload.xlsTooMany', { max: XLS_MAX_ROWS - 3 });
  }
  const XLSX = await sheetJs();
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = sheetFields(def).map(() => ({ wch: 20 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(resourceTitle(def, req.lang)));
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}
