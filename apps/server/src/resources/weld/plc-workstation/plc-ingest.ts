import type { Transaction } from 'kysely';
import type { PlcDataType, PlcLiveValue } from '@weld/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { formatDateTime } from '../../../db/time';
import { AppError } from '../../../lib/errors';
import type { Database } from '../../../db/schema';
import { keyMatches } from './gateway-key';
import type { PlcLiveHub } from './plc-live-hub';
import { checkReadings, MAX_READINGS, outOfLimits } from './plc-readings';
import type { GoodReading, PointInfo, ReadingError } from './plc-readings';

/** What a push answers: how many readings were stored, how many were there already, and what was refused. */
export interface IngestAnswer {
  stored: number;
  duplicates: number;
  errors: ReadingError[];
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The workstation named in a push, when the key is its own; the same 401 for an unknown code and a wrong key. */
async function authenticatedWorkstation(ctx: AppContext, code: unknown, key: unknown) {
  const row =
    typeof code === 'string' && code.length <= 64
      ? await ctx.db
          .selectFrom('weld_plc_workstation')
          .select(['id', 'status', 'key_hash'])
          .where('code', '=', code)
          .executeTakeFirst()
      : undefined;
  if (!row || !keyMatches(row.key_hash, key)) throw new AppError(401, 'weldPlc.badKey');
  return row;
}

/** Stores readings not stored yet (a reading is its point and time): answers how many were new. */
async function storeNew(
  ctx: AppContext,
  tx: Transaction<Database>,
  readings: GoodReading[],
): Promise<number> {
  let stored = 0;
  // 300 rows × 3 parameters stays below every dialect's parameter limit
  for (let i = 0; i < readings.length; i += 300) {
    const rows = readings.slice(i, i + 300).map((r) => ({ point_id: r.point.id, ts: r.ts, value: r.value }));
    const insert = tx.insertInto('weld_plc_reading').values(rows);
    const result =
      ctx.dialect === 'mysql'
        ? await insert.ignore().executeTakeFirst()
        : await insert.onConflict((oc) => oc.columns(['point_id', 'ts']).doNothing()).executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return stored;
}

/** Moves each point's last value forward to its newest reading of the push; answers the points that moved. */
async function updateLastValues(
  ctx: AppContext,
  tx: Transaction<Database>,
  readings: GoodReading[],
): Promise<PlcLiveValue[]> {
  const newest = new Map<string, GoodReading>();
  for (const r of readings) if ((newest.get(r.point.id)?.ts ?? -1) < r.ts) newest.set(r.point.id, r);
  const moved: PlcLiveValue[] = [];
  for (const r of newest.values()) {
    const time = formatDateTime(new Date(r.ts), ctx.config.timeZone);
    const result = await tx
      .updateTable('weld_plc_point')
      .set({ last_value: r.value, last_time: time, last_ms: r.ts })
      .where('id', '=', r.point.id)
      .where((eb) => eb.or([eb('last_ms', 'is', null), eb('last_ms', '<', r.ts)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0)
      moved.push({
        pointId: r.point.id,
        value: r.value,
        ts: r.ts,
        time,
        outOfLimits: outOfLimits(r.point, r.value),
      });
  }
  return moved;
}

/**
 * One gateway push (`POST /weld/plc/ingest`): the workstation's key is checked, each reading validated
 * (errors reported per reading, the valid ones stored), a reading already stored counted as a duplicate;
 * points' last values and the workstation's last seen move forward, and open screens are told.
 * @example await ingest(ctx, hub, request)
 */
export async function ingest(
  ctx: AppContext,
  hub: PlcLiveHub,
  request: FastifyRequest,
): Promise<IngestAnswer> {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
    workstation?: unknown;
    readings?: unknown;
  };
  const workstation = await authenticatedWorkstation(ctx, body.workstation, request.headers['x-gateway-key']);
  if (!Array.isArray(body.readings)) throw new AppError(400, 'weldPlc.readingsMissing');
  if (body.readings.length > MAX_READINGS)
    throw new AppError(400, 'weldPlc.tooManyReadings', { max: MAX_READINGS });
  const rows = await ctx.db
    .selectFrom('weld_plc_point')
    .select(['id', 'address', 'data_type', 'scale', 'low_limit', 'high_limit'])
    .where('workstation_id', '=', workstation.id)
    .execute();
  const points = new Map<string, PointInfo>(
    rows.map((p) => [
      p.address,
      {
        id: p.id,
        address: p.address,
        dataType: p.data_type as PlcDataType,
        scale: num(p.scale) ?? 1,
        low: num(p.low_limit),
        high: num(p.high_limit),
      },
    ]),
  );
  const nowMs = Date.now();
  const { good, errors } = checkReadings(body.readings, points, nowMs, request.lang);
  const lastSeen = formatDateTime(new Date(nowMs), ctx.config.timeZone);
  // readings, last values and last seen move together; screens hear of them once committed
  const { stored, values } = await ctx.db.transaction().execute(async (tx) => {
    const stored = await storeNew(ctx, tx, good);
    const values = await updateLastValues(ctx, tx, good);
    await tx
      .updateTable('weld_plc_workstation')
      .set({ last_seen: lastSeen, last_seen_ms: nowMs, status: 'online' })
      .where('id', '=', workstation.id)
      .execute();
    return { stored, values };
  });
  if (workstation.status !== 'online')
    await hub.publish({ type: 'status', workstationId: workstation.id, status: 'online', lastSeen });
  if (values.length > 0)
    await hub.publish({ type: 'values', workstationId: workstation.id, values, lastSeen });
  return { stored, duplicates: good.length - stored, errors };
}
