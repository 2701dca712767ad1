import type { FastifyInstance } from 'fastify';
import { weldDevice, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { findRow } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { modelScopeFilters } from '../weld-scope';
import { newDeviceKey } from './device-key';

/**
 * 重置密钥 (right `weld:device:resetKey`): a new key for a device within the caller's reach; the old one
 * stops working at once and the new one is answered this once.
 * @example registerDeviceRoutes(app, ctx)
 */
export function registerDeviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Querystring: { id: string } }>(
    '/weld/device/resetKey',
    {
      config: { permission: RIGHTS.device.resetKey },
      schema: {
        tags: ['weldDevice'],
        summary: 'A new key for a device (answered once as deviceKey; the old key stops working)',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx, weldDevice, request, (c, _d, r) =>
        modelScopeFilters(c, r, 'model_id'),
      );
      const row = await findRow(kitDb(ctx), weldDevice, request.query.id, scope);
      if (!row) throw new AppError(404, 'kit.notFound');
      const { key, hash } = newDeviceKey();
      await ctx.db
        .updateTable('weld_device')
        .set({ key_hash: hash, update_by: authOf(request).principal.username, update_time: ctx.now() })
        .where('id', '=', request.query.id)
        .execute();
      return ok(request, { deviceKey: key }, 'weldDevice.keyReset');
    },
  );
}
