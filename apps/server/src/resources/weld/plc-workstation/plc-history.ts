import type { PointHistory } from '@weld/core';
import type { AppContext } from '../../../context';
import { formatDateTime } from '../../../db/time';
import { AppError } from '../../../lib/errors';

/** Readings one history answer holds at most (an hour at one reading a second is 3600). */
const MAX_ROWS = 20_000;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * A point's readings of the last `minutes`, oldest first, for the screen's chart.
 * @example await pointHistory(ctx, pointId, 60, Date.now())
 */
export async function pointHistory(
  ctx: AppContext,
  pointId: string,
  minutes: number,
  nowMs: number,
): Promise<PointHistory> {
  const point = await ctx.db
    .selectFrom('weld_plc_point')
    .select(['id', 'name', 'address', 'unit', 'low_limit', 'high_limit'])
    .where('id', '=', pointId)
    .executeTakeFirst();
  if (!point) throw new AppError(404, 'kit.notFound');
  const rows = await ctx.db
    .selectFrom('weld_plc_reading')
    .select(['ts', 'value'])
    .where('point_id', '=', pointId)
    .where('ts', '>=', nowMs - minutes * 60_000)
    .orderBy('ts', 'desc')
    .limit(MAX_ROWS)
    .execute();
  const readings = rows.reverse().map((r) => ({
    ts: Number(r.ts),
    time: formatDateTime(new Date(Number(r.ts)), ctx.config.timeZone),
    value: Number(r.value),
  }));
  return {
    point: {
      id: point.id,
      name: point.name,
      address: point.address,
      unit: point.unit,
      lowLimit: num(point.low_limit),
      highLimit: num(point.high_limit),
    },
    readings,
  };
}
