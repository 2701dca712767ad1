import type { FastifyRequest } from 'fastify';
import { DEVICE_STATUS } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { keyMatches } from './device-key';

/** A device that proved its key. */
export interface AuthedDevice {
  id: string;
  serialNo: string;
  modelId: string;
  orgCode: string;
  currentVersion: string | null;
}

const header = (request: FastifyRequest, name: string) => {
  const raw = request.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
};

/**
 * The device of `X-Device-Serial` + `X-Device-Key`, or a 401 (the same for an unknown serial, a wrong
 * key and a disabled device, so the answer tells nothing). Wrong keys count as login failures do: past
 * MAX_LOGIN_FAILURES for a serial, or four times that from one address (a plant's devices may share
 * one), the caller gets 429 until LOCK_MINUTES have passed.
 * @example const device = await authenticateDevice(ctx, request)
 */
export async function authenticateDevice(ctx: AppContext, request: FastifyRequest): Promise<AuthedDevice> {
  const serial = header(request, 'x-device-serial').slice(0, 64);
  const key = header(request, 'x-device-key').slice(0, 200);
  const { failures } = ctx.stores;
  const keys = [`device-fail:${serial.toLowerCase()}`, `device-fail-ip:${request.ip}`];
  const limits = [ctx.config.maxLoginFailures, ctx.config.maxLoginFailures * 4];
  for (const [i, k] of keys.entries())
    if ((await failures.read(k)) >= limits[i]) throw new AppError(429, 'errors.tooManyRequests');
  const row =
    serial === ''
      ? undefined
      : await ctx.db
          .selectFrom('weld_device')
          .select(['id', 'serial_no', 'model_id', 'org_code', 'current_version', 'status', 'key_hash'])
          .where('serial_no', '=', serial)
          .executeTakeFirst();
  if (!row || !keyMatches(key, row.key_hash) || row.status !== DEVICE_STATUS.active) {
    for (const k of keys) await failures.increment(k, ctx.config.lockMinutes * 60_000);
    throw new AppError(401, 'weldDevice.badKey');
  }
  await failures.reset(keys[0]);
  return {
    id: row.id,
    serialNo: row.serial_no,
    modelId: row.model_id,
    orgCode: row.org_code,
    currentVersion: row.current_version,
  };
}
