import type { FastifyInstance } from 'fastify';
import { weldFirmware } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { findRow } from '../../../kit/crud';
import { attachment } from '../../../kit/excel/cells';
import { scopeOf } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { storageOf, displayName } from '../../system/upload';
import { weldFirmwareHooks } from './firmware.hooks';

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/**
 * 下载 of 固件升级: the file of a firmware in the caller's reach, in any status (staff test it before
 * release). Firmware files lie in a private folder, so this and the device route are their only ways out;
 * staff downloads are not counted (the count is the devices').
 * @example registerFirmwareDownloadRoute(app, ctx)
 */
export function registerFirmwareDownloadRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { id: string } }>(
    '/weld/firmware/download',
    {
      config: { permission: 'weld:firmware:list' },
      schema: {
        tags: ['weldFirmware'],
        summary: "The file of a firmware in the caller's reach, as an attachment (not counted)",
        querystring: idQuery,
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx, weldFirmware, request, weldFirmwareHooks(ctx).scope);
      const row = await findRow(kitDb(ctx), weldFirmware, request.query.id, scope);
      if (!row) throw new AppError(404, 'kit.notFound');
      const key = String(row.file);
      const found = await storageOf(ctx.config).get(key);
      if (!found) throw new AppError(404, 'weldFirmware.fileMissing');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', found.size)
        .header('content-disposition', attachment(displayName(key)))
        .header('x-checksum-sha256', String(row.checksum ?? ''))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(found.body);
    },
  );
}
