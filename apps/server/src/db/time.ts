const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `YYYY-MM-DD HH:mm:ss` of an instant in a time zone, the format dates travel and are stored in.
 * @example formatDateTime(new Date(), 'Asia/Shanghai') // '2026-11-22 09:48:23'
 */
export function formatDateTime(date: Date, timeZone: string): string {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt.format(date);
}
