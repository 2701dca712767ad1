import { resourceTitle, translate } from '@weld/core';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { MAX_FILE_BYTES, readMultipart } from '../../plugins/multipart';
import { authOf } from '../../plugins/route-config';
import type { ResourceEndpoint } from '../resource-actions';
import { scopeOf } from '../scope';
import { ownListParams } from '../crud';
import { readableFor } from '../field-rights';
import { attachment } from './cells';
import { exportWorkbook, prepareExport } from './export';
import { exportXlsBuffer } from './legacy-xls';
import { importRows } from './import';
import { readSheet } from './read';
import { REPORT_FOLDER, writeReport } from './report';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS = 'application/vnd.ms-excel';
const SHOWN_ROWS = 20;

/** `exportXls` (right `<permission>:export`) and `importExcel` (`<permission>:import`) of every resource. */
export const EXCEL_ACTIONS: readonly ResourceEndpoint[] = [
  {
    name: 'exportXls',
    method: 'GET',
    right: 'export',
    summary: (def) =>
      `The ${def.name} list query (or selections=id,…) as a streamed .xlsx, or a legacy .xls with fileType=xls`,
    handle: async ({ ctx, def, hooks, request, reply }) => {
      const { fileType, ...query } = request.query as Record<string, unknown>;
      if (fileType !== undefined && fileType !== 'xlsx' && fileType !== 'xls')
        throw new AppError(400, 'kit.badQuery', { params: 'fileType' });
      const own = await ownListParams(query, hooks, request);
      // selections a resource's own keys can never match (sys_tenant's integers) are not found, never compared in SQL
      const picked =
        typeof own.params.selections === 'string'
          ? own.params.selections
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [];
      if (hooks.keys && !picked.every(hooks.keys.valid)) throw new AppError(404, 'kit.notFound');
      // the columns the caller's query permissions hide are not exported (kit/field-rights.ts)
      const readable = await readableFor(ctx, def, request);
      const prepared = prepareExport(readable, own.params);
      const base = await scopeOf(ctx, def, request, hooks.scope);
      const req = {
        scope: { ...base, filters: [...base.filters, ...own.filters] },
        lang: request.lang,
        user: authOf(request).principal.username,
      };
      const title = resourceTitle(def, request.lang);
      const book =
        fileType === 'xls' || !hooks.exportBook
          ? null
          : await hooks.exportBook({
              def: readable,
              filter: { ...prepared, scope: req.scope },
              lang: req.lang,
              user: req.user,
            });
      reply.header('cache-control', 'no-store');
      if (fileType === 'xls') {
        const file = await exportXlsBuffer(ctx, readable, prepared, req);
        return reply
          .header('content-type', XLS)
          .header('content-disposition', attachment(`${title}.xls`))
          .send(file);
      }
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment(`${title}.xlsx`))
        .send(await exportWorkbook(ctx, book?.def ?? readable, prepared, req, book?.more));
    },
  },
  {
    name: 'importExcel',
    method: 'POST',
    right: 'import',
    summary: (def) =>
      `Add ${def.name} records from the first sheet of an .xlsx or a legacy .xls (multipart file), valid rows in one transaction`,
    handle: async ({ ctx, def, hooks, request }) => {
      const { file } = await readMultipart(ctx.config, request, {
        sink: { kind: 'memory' },
        maxBytes: MAX_FILE_BYTES,
      });
      if (!file?.bytes) throw new AppError(400, 'kit.excel.noFile');
      if (file.truncated) throw new AppError(413, 'errors.payloadTooLarge');
      const at = {
        request,
        scope: await scopeOf(ctx, def, request, hooks.scope),
        hooks,
        user: authOf(request).principal.username,
      };
      // a main form's workbook with sheets of sub rows is its hook's; any other file, its first sheet, is the kit's
      const {
        written,
        errors,
        failed: notWritten,
      } = (await hooks.importBook?.(file.bytes, at)) ??
      (await importRows(ctx, def, await readSheet(def, file.bytes), at));
      if (errors.length === 0)
        return {
          ...ok(request, { count: written.length }),
          message: translate(request.lang, 'server.kit.excel.imported', { count: written.length }),
        };
      const failed = notWritten ?? [...new Set(errors.map((e) => e.row))];
      const shown = failed.slice(0, SHOWN_ROWS).join(', ') + (failed.length > SHOWN_ROWS ? ', …' : '');
      const msg = translate(request.lang, 'server.kit.excel.partial', {
        written: written.length,
        failed: failed.length,
        rows: shown,
      });
      const fileName = await writeReport(ctx, errors, request.lang);
      return {
        ...ok(request, { msg, fileUrl: `${REPORT_FOLDER}/${fileName}`, fileName }),
        message: msg,
        code: 201,
      };
    },
  },
];
