import { useQuery } from '@tanstack/react-query';
import { localTimeZone, offsetAt } from '@weld/core';
import { http } from './http';
import { unwrap } from './http/unwrap';

/**
 * A moment as the server's wall clock shows it: 'YYYY-MM-DD HH:mm:ss', or 'HH:mm:ss' with `timeOnly`.
 * Lists carry times the server formatted in its TZ; times the browser works out use this so both agree.
 * @example formatInZone(new Date('2026-01-01T00:00:00Z'), 'Asia/Shanghai') // '2026-01-01 08:00:00'
 */
export function formatInZone(instant: Date | number, timeZone: string, timeOnly = false): string {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const wall = new Date(time + offsetAt(timeZone, time)).toISOString();
  return timeOnly ? wall.slice(11, 19) : `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
}

/**
 * The zone and its offset from UTC at `at`, e.g. for a caption under computed times.
 * @example zoneLabel('Asia/Shanghai') // 'Asia/Shanghai (UTC+08:00)'
 */
export function zoneLabel(timeZone: string, at: number = Date.now()): string {
  const minutes = Math.round(offsetAt(timeZone, at) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${timeZone} (UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)})`;
}

/**
 * The zone the server shows times and fires jobs in (its TZ, from the public login configuration);
 * undefined while it loads, the browser's zone when the server cannot be asked.
 * @example const zone = useServerTimeZone(); zone && formatInZone(Date.now(), zone, true)
 */
export function useServerTimeZone(): string | undefined {
  const query = useQuery({
    queryKey: ['session', 'loginConfig'],
    queryFn: async () =>
      unwrap(
        await http.get<{ captcha: boolean; timeZone?: string }>('/sys/loginConfig', undefined, {
          silent: true,
        }),
      ),
    staleTime: Infinity,
  });
  if (query.data?.timeZone) return query.data.timeZone;
  return query.isPending ? undefined : localTimeZone();
}
