import type { TFunction } from 'i18next';

// shared with the file list; kept importable from here for the monitor screens
export { formatBytes } from '../../lib/format-bytes';

/** Megabytes with one decimal, for chart values. */
export const toMb = (n: number) => Math.round((n / 1048576) * 10) / 10;

/**
 * A duration in days, hours and minutes in the page's language.
 * @example formatDuration(t, 93784) // '1天2小时3分'
 */
export function formatDuration(t: TFunction, seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return t('web.monitor.duration.dhm', { d, h, m });
  if (h > 0) return t('web.monitor.duration.hm', { h, m });
  return t('web.monitor.duration.m', { m });
}
