import type { FastifyInstance } from 'fastify';
import { parseSemver } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { attachment } from '../../../kit/excel/cells';
import { storageOf, displayName } from '../../system/upload';
import { fieldError } from '../../../lib/errors';
import { authenticateDevice } from './device-auth';
import { offerOf, pickLatest, releasedForDevice } from './firmware-offer';

const tags = ['weldDevice'];
/** documented for the OpenAPI output; checked by authenticateDevice, so a missing one is a counted 401 */
const deviceHeaders = {
  type: 'object',
  properties: {
    'x-device-serial': { type: 'string', description: 'the device serial number' },
    'x-device-key': {
      type: 'string',
      description: 'the key shown once when the device was added or its key reset',
    },
  },
} as const;

/**
 * The routes devices call, authenticated by `X-Device-Serial` + `X-Device-Key` rather than a user token
 * (listed in PUBLIC_ROUTES for that reason): the newest firmware that fits, and its file.
 * @example registerDeviceFirmwareRoutes(app, ctx)
 */
export function registerDeviceFirmwareRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { currentVersion?: string } }>(
    '/weld/device/firmware/latest',
    {
      config: { access: 'public', noOperationLog: true },
      schema: {
        tags,
        summary:
          'Device: the newest released firmware of its model for its organisation, newer than currentVersion and allowed from it (result null when none); records last seen and the current version',
        headers: deviceHeaders,
        querystring: { type: 'object', properties: { currentVersion: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request) => {
      const device = await authenticateDevice(ctx, request);
      const current = request.query.currentVersion?.trim() || device.currentVersion;
      if (!current) throw fieldError(request.lang, 'currentVersion', 'weldDevice.currentVersionRequired');
      if (!parseSemver(current))
        throw fieldError(request.lang, 'currentVersion', 'weldFirmware.versionInvalid', {
          field: 'currentVersion',
        });
      await ctx.db
        .updateTable('weld_device')
        .set({ last_seen: ctx.now(), current_version: current })
        .where('id', '=', device.id)
        .execute();
      const best = pickLatest(await releasedForDevice(ctx, device), current);
      return ok(request, best ? offerOf(best, request.lang, ctx.config.apiBase) : null);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/weld/device/firmware/download',
    {
      config: { access: 'public', noOperationLog: true },
      schema: {
        tags,
        summary:
          'Device: the file of a released firmware of its model for its organisation (counted in the download count and the download log)',
        headers: deviceHeaders,
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      const device = await authenticateDevice(ctx, request);
      const firmware = (await releasedForDevice(ctx, device)).find((f) => f.id === request.query.id);
      // another model's, another organisation's or an unreleased firmware looks the same as none
      if (!firmware) throw new AppError(404, 'weldDevice.notOffered');
      const found = await storageOf(ctx.config).get(firmware.file);
      if (!found) throw new AppError(404, 'errors.notFound');
      await ctx.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('weld_firmware')
          .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
          .where('id', '=', firmware.id)
          .execute();
        await tx
          .insertInto('weld_firmware_download')
          .values({
            id: newId(),
            firmware_id: firmware.id,
            serial_no: device.serialNo,
            download_time: ctx.now(),
          })
          .execute();
      });
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', found.size)
        .header('content-disposition', attachment(displayName(firmware.file)))
        .header('x-checksum-sha256', firmware.checksum)
        .header('x-content-type-options', 'nosniff')
        .send(found.body);
    },
  );
}
