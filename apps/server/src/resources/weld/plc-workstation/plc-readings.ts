import { plcValueProblem, translate } from '@weld/core';
import type { Locale, PlcDataType } from '@weld/core';

/** A reading may be at most this far ahead of the server's clock (gateway clocks drift a little). */
export const FUTURE_SLACK_MS = 5 * 60_000;
/** Readings in one push, at most. */
export const MAX_READINGS = 1000;

/** What ingestion needs of a point. */
export interface PointInfo {
  id: string;
  address: string;
  dataType: PlcDataType;
  scale: number;
  low: number | null;
  high: number | null;
}

/** A reading that passed: the point, its time in ms and the scaled value. */
export interface GoodReading {
  point: PointInfo;
  ts: number;
  value: number;
}

/** Why one reading of a push was refused: its place in the list, the address as sent, and a message in the caller's language. */
export interface ReadingError {
  index: number;
  point: unknown;
  code: string;
  message: string;
}

/** A reading time as epoch ms: an integer ≥ 0, or an ISO 8601 text with a date and a time; null otherwise. */
export function readingTime(ts: unknown): number | null {
  if (typeof ts === 'number') return Number.isSafeInteger(ts) && ts >= 0 ? ts : null;
  if (
    typeof ts !== 'string' ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:?\d\d)?$/.test(ts)
  )
    return null;
  const ms = Date.parse(ts);
  return Number.isNaN(ms) || ms < 0 ? null : ms;
}

/** The shown value of a raw one: BOOL as 0/1, others times the scale (rounded to 6 decimals, so 123 × 0.1 shows 12.3). */
export function scaled(point: PointInfo, raw: number | boolean): number {
  if (point.dataType === 'BOOL') return raw === true || raw === 1 ? 1 : 0;
  return Math.round(Number(raw) * point.scale * 1e6) / 1e6;
}

/** Whether a shown value lies outside the point's limits (a missing limit bounds nothing). */
export function outOfLimits(point: Pick<PointInfo, 'low' | 'high'>, value: number): boolean {
  return (point.low !== null && value < point.low) || (point.high !== null && value > point.high);
}

/**
 * Splits a push's readings into the valid ones and per-reading errors (unknown point, bad time, a time in
 * the far future, a value that does not fit the point's type).
 * @example const { good, errors } = checkReadings(body.readings, points, Date.now(), 'en_US')
 */
export function checkReadings(
  readings: unknown[],
  points: Map<string, PointInfo>,
  nowMs: number,
  lang: Locale,
): { good: GoodReading[]; errors: ReadingError[] } {
  const good: GoodReading[] = [];
  const errors: ReadingError[] = [];
  readings.forEach((reading, index) => {
    const r = (typeof reading === 'object' && reading !== null ? reading : {}) as {
      point?: unknown;
      ts?: unknown;
      value?: unknown;
    };
    const refuse = (code: string, params: Record<string, unknown> = {}) =>
      errors.push({
        index,
        point: r.point ?? null,
        code,
        message: translate(lang, `server.weldPlc.reading.${code}`, {
          point: String(r.point ?? ''),
          ...params,
        }),
      });
    const point = typeof r.point === 'string' ? points.get(r.point.trim()) : undefined;
    if (!point) return refuse('unknownPoint');
    const ts = readingTime(r.ts);
    if (ts === null) return refuse('badTime');
    if (ts > nowMs + FUTURE_SLACK_MS) return refuse('future');
    const problem = plcValueProblem(point.dataType, r.value);
    if (problem) return refuse('badValue', { type: point.dataType });
    good.push({ point, ts, value: scaled(point, r.value as number | boolean) });
  });
  return { good, errors };
}
