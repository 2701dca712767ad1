const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone the process runs in, as Java's TimeZone.getDefault() would report it. */
export function localTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Throws unless `timeZone` is an IANA zone name the runtime knows. */
export function assertTimeZone(timeZone: string): void {
  try {
    formatterFor(timeZone);
  } catch {
    throw new Error(`Unknown time zone "${timeZone}"`);
  }
}

/** Milliseconds to add to a UTC instant to get the wall clock of `timeZone`. */
export function offsetAt(timeZone: string, instant: number): number {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  const second = Math.floor(instant / 1000) * 1000;
  const key = `${timeZone}|${second}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(second))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    fields.year!,
    fields.month! - 1,
    fields.day!,
    fields.hour!,
    fields.minute!,
    fields.second!,
  );
  const offset = wall - second;
  // Instants repeat a lot inside one computation; a bounded cache keeps memory flat in a long-lived scheduler.
  if (offsetCache.size > 20_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/**
 * The instant of a wall-clock time, resolved as java.util.GregorianCalendar does: a time skipped by a
 * forward DST jump keeps the offset from before the jump (02:30 becomes 03:30), and a time repeated by a
 * backward jump takes the offset from after it (the later of the two instants).
 */
export function wallToInstant(timeZone: string, wall: number): number {
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  if (before === after) return wall - before;
  let low = wall - DAY_MS;
  let high = wall + DAY_MS;
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (offsetAt(timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return wall - (wall >= high + after ? after : before);
}
