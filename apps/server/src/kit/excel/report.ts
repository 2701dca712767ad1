import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { translate } from '@weld/core';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { pacer } from '../../lib/pacer';
import { attachment } from './cells';
import type { RowError } from './import';
import { sweepOld } from './sweep';

export const REPORT_FOLDER = 'excel-errors';
// generated names only: nothing a caller sends can point outside the folder
const REPORT_NAME = /^[0-9a-f-]{36}\.xlsx$/;

/**
 * Writes an error report (row, field, reason; first the sheet when errors name one) under UPLOAD_DIR/excel-errors with a generated name;
 * answers the name. Reports older than a day are deleted on the way (at most one sweep per ten minutes).
 * @example const name = await writeReport(ctx, errors, 'zh_CN')
 */
export async function writeReport(ctx: AppContext, errors: RowError[], lang: Locale): Promise<string> {
  const folder = join(ctx.config.uploadDir, REPORT_FOLDER);
  await mkdir(folder, { recursive: true });
  await sweepOld(folder);
  const name = `${randomUUID()}.xlsx`;
  // exceljs loads with the first report, not with the server (some 27 MB of resident memory)
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: join(folder, name),
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(translate(lang, 'server.kit.excel.reportTitle').slice(0, 31));
  // a workbook's import names the sheet of each row too
  const named = errors.some((e) => e.sheet !== undefined);
  sheet.columns = [...(named ? [{ width: 24 }] : []), { width: 10 }, { width: 24 }, { width: 60 }];
  const header = sheet.addRow(
    [...(named ? ['sheet'] : []), 'row', 'field', 'reason'].map((k) =>
      translate(lang, `server.kit.excel.${k}`),
    ),
  );
  header.font = { bold: true };
  header.commit();
  const pace = pacer();
  for (const e of errors) {
    // a file of 100,000 refused rows has as many lines to write: other requests go on meanwhile
    await pace();
    sheet.addRow([...(named ? [e.sheet ?? ''] : []), e.row, e.field, e.reason]).commit();
  }
  sheet.commit();
  await book.commit();
  return name;
}

/** `GET /sys/common/static/excel-errors/<name>`: a signed-in caller downloads an import's error report. */
export function registerReportDownload(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { name: string } }>(
    `/sys/common/static/${REPORT_FOLDER}/:name`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['kit'],
        summary: 'An Excel import error report',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!REPORT_NAME.test(name)) throw new AppError(404, 'errors.notFound');
      const file = join(ctx.config.uploadDir, REPORT_FOLDER, name);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) throw new AppError(404, 'errors.notFound');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachment(name))
        .send(createReadStream(file));
    },
  );
}
