import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRMWARE_STATUS, translate, weldFirmware } from '@weld/core';
import type { FirmwareStatus } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { findRow } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { modelScopeFilters } from '../weld-scope';

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, _t: { type: 'string' } },
} as const;

/** The only moves a firmware's status makes: forward, one step at a time. */
const MOVES: Record<'release' | 'withdraw', { from: FirmwareStatus; to: FirmwareStatus; message: string }> = {
  release: { from: FIRMWARE_STATUS.testing, to: FIRMWARE_STATUS.released, message: 'weldFirmware.released' },
  withdraw: {
    from: FIRMWARE_STATUS.released,
    to: FIRMWARE_STATUS.withdrawn,
    message: 'weldFirmware.withdrawn',
  },
};

/**
 * Moves a firmware within the caller's reach one step forward; the update names the status it expects,
 * so two clicks at once move it once and the second is refused.
 */
async function move(
  ctx: AppContext,
  request: FastifyRequest<{ Querystring: { id: string } }>,
  action: keyof typeof MOVES,
): Promise<void> {
  const { from, to } = MOVES[action];
  const scope = await scopeOf(ctx, weldFirmware, request, (c, _d, r) => modelScopeFilters(c, r, 'model_id'));
  const row = await findRow(kitDb(ctx), weldFirmware, request.query.id, scope);
  if (!row) throw new AppError(404, 'kit.notFound');
  const refuse = () =>
    new AppError(409, 'weldFirmware.wrongStatus', {
      status: translate(request.lang, `server.weldFirmware.statuses.${String(row.status)}`),
    });
  if (row.status !== from) throw refuse();
  const now = ctx.now();
  const set = to === FIRMWARE_STATUS.released ? { status: to, release_time: now } : { status: to };
  const result = await ctx.db
    .updateTable('weld_firmware')
    .set({ ...set, update_by: request.auth?.principal.username ?? null, update_time: now })
    .where('id', '=', request.query.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw refuse();
}

/**
 * 发布 (testing → released, release time recorded; right `weld:firmware:release`) and 撤回 (released →
 * withdrawn; right `weld:firmware:withdraw`). Nothing moves backwards.
 * @example registerFirmwareStatusRoutes(app, ctx)
 */
export function registerFirmwareStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const action of ['release', 'withdraw'] as const) {
    app.post<{ Querystring: { id: string } }>(
      `/weld/firmware/${action}`,
      {
        config: { permission: `weld:firmware:${action}` },
        schema: {
          tags: ['weldFirmware'],
          summary:
            action === 'release'
              ? 'Release a firmware in testing (records the release time)'
              : 'Withdraw a released firmware',
          querystring: idQuery,
        },
      },
      async (request) => {
        await move(ctx, request, action);
        return ok(request, null, MOVES[action].message);
      },
    );
  }
}
