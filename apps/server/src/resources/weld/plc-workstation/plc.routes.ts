import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { hashGatewayKey, newGatewayKey } from './gateway-key';
import { pointHistory } from './plc-history';
import { ingest } from './plc-ingest';
import { PlcLiveHub } from './plc-live-hub';
import { registerPlcLiveSocket } from './plc-live.routes';
import { markSilentOffline, OFFLINE_CHECK_MS } from './plc-offline';

/**
 * The PLC workstations' routes beyond the kit's: gateway ingestion (authenticated by the workstation's
 * key, not a sign-in), the gateway key reset, a point's history, the live socket, and this instance's
 * periodic offline check.
 */
export function registerPlcRoutes(app: FastifyInstance, ctx: AppContext): void {
  const hub = new PlcLiveHub(ctx.stores.pubsub);
  void hub.start();
  registerPlcLiveSocket(app, ctx, hub);

  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    markSilentOffline(ctx, hub, Date.now())
      .catch((err: unknown) => app.log.warn({ err }, 'PLC offline check failed'))
      .finally(() => {
        checking = false;
      });
  }, OFFLINE_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/weld/plc/ingest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['weld'],
        summary:
          'A gateway push of PLC readings (header X-Gateway-Key): per-reading errors, duplicates of (point, ts) ignored and counted',
        body: {
          type: 'object',
          properties: { workstation: { type: 'string' }, readings: { type: 'array' } },
        },
      },
    },
    async (request) => ok(request, await ingest(ctx, hub, request)),
  );

  app.post<{ Body: { id: string } }>(
    '/weld/plcWorkstation/resetKey',
    {
      config: { permission: RIGHTS.plcWorkstation.resetKey },
      schema: {
        tags: ['weldPlcWorkstation'],
        summary: 'A new gateway key for a workstation, answered once (the old one stops working)',
        body: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 32 } } },
      },
    },
    async (request) => {
      const key = newGatewayKey();
      const result = await ctx.db
        .updateTable('weld_plc_workstation')
        .set({
          key_hash: hashGatewayKey(key),
          update_by: request.auth?.principal.username ?? null,
          update_time: ctx.now(),
        })
        .where('id', '=', request.body.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError(404, 'kit.notFound');
      return ok(request, { gatewayKey: key }, 'weldPlc.keyReset');
    },
  );

  app.get<{ Querystring: { pointId: string; minutes?: number } }>(
    '/weld/plc/history',
    {
      config: { permission: 'weld:plcPoint:list' },
      schema: {
        tags: ['weldPlcPoint'],
        summary: "A point's readings of the last minutes (60 when left out, at most 1440), oldest first",
        querystring: {
          type: 'object',
          required: ['pointId'],
          properties: {
            pointId: { type: 'string', maxLength: 32 },
            minutes: { type: 'integer', minimum: 1, maximum: 1440 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) =>
      ok(request, await pointHistory(ctx, request.query.pointId, request.query.minutes ?? 60, Date.now())),
  );
}
