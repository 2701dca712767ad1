import { sql } from 'kysely';
import type { LogInfo, VisitDay } from '@weld/core';
import type { AppContext } from '../../../context';
import { LOG_TYPE_LOGIN, OPERATE } from '../../../lib/sys-log';

/** Days of `/sys/visitInfo`, today included. */
export const VISIT_DAYS = 7;

const day = sql<string>`substr(create_time, 1, 10)`;
const logins = sql<number>`sum(case when log_type = ${LOG_TYPE_LOGIN} and operate_type = ${OPERATE.login} and status_code = 200 then 1 else 0 end)`;

/** `YYYY-MM-DD` shifted by whole days, calendar arithmetic only (the date is already in the configured zone). */
function shift(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function figures(ctx: AppContext, since: string | null) {
  let query = ctx.db
    .selectFrom('sys_log')
    .select((eb) => [
      eb.fn.countAll<number>().as('visit'),
      logins.as('login'),
      sql<number>`count(distinct ip)`.as('ip'),
    ]);
  if (since) query = query.where('create_time', '>=', since);
  const row = await query.executeTakeFirst();
  return { visit: Number(row?.visit ?? 0), login: Number(row?.login ?? 0), ip: Number(row?.ip ?? 0) };
}

/**
 * Today's and all-time visits and sign-ins, and today's distinct addresses, from sys_log.
 * @example const info = await logInfo(ctx) // { todayVisitCount: 12, totalVisitCount: 340, … }
 */
export async function logInfo(ctx: AppContext): Promise<LogInfo> {
  const today = `${ctx.now().slice(0, 10)} 00:00:00`;
  const [day, total] = await Promise.all([figures(ctx, today), figures(ctx, null)]);
  return {
    todayVisitCount: day.visit,
    totalVisitCount: total.visit,
    todayLoginCount: day.login,
    totalLoginCount: total.login,
    todayIp: day.ip,
  };
}

/**
 * Visits, sign-ins and distinct addresses per day for the last VISIT_DAYS days, oldest first; days
 * without any logged call are there with zeros.
 * @example const days = await visitInfo(ctx) // [{ tian: '2026-11-16', type: '11-16', visit: 3, login: 1, ip: 1 }, …]
 */
export async function visitInfo(ctx: AppContext): Promise<VisitDay[]> {
  const today = ctx.now().slice(0, 10);
  const first = shift(today, 1 - VISIT_DAYS);
  const rows = await ctx.db
    .selectFrom('sys_log')
    .select((eb) => [
      day.as('tian'),
      eb.fn.countAll<number>().as('visit'),
      logins.as('login'),
      sql<number>`count(distinct ip)`.as('ip'),
    ])
    .where('create_time', '>=', `${first} 00:00:00`)
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((r) => [String(r.tian), r]));
  return Array.from({ length: VISIT_DAYS }, (_, i) => {
    const tian = shift(first, i);
    const row = byDay.get(tian);
    return {
      tian,
      type: tian.slice(5),
      visit: Number(row?.visit ?? 0),
      login: Number(row?.login ?? 0),
      ip: Number(row?.ip ?? 0),
    };
  });
}
