import { timeAfter } from './next';
import { parseCron } from './parse';
import { assertTimeZone, localTimeZone } from './zone';

export { localTimeZone, offsetAt } from './zone';
export { ALL_SPEC, CRON_FIELDS, MAX_YEAR, NO_SPEC, parseCron, type CronSchedule } from './parse';

/**
 * The next `count` fire times of a Quartz cron expression after `from`, each strictly after the one before,
 * computed exactly as Quartz's CronExpression.getTimeAfter in the IANA `timeZone` (default: the process's
 * zone). Shorter than `count`, possibly empty, when the schedule stops firing (e.g. a year in the past).
 * Throws an Error naming the field when the expression is invalid.
 * @example nextFireTimes('0 0 2 * * ?', new Date('2026-01-01T00:00:00Z'), 3, 'Asia/Shanghai')
 */
export function nextFireTimes(
  expression: string,
  from: Date,
  count: number,
  timeZone: string = localTimeZone(),
): Date[] {
  const schedule = parseCron(expression);
  assertTimeZone(timeZone);
  const times: Date[] = [];
  let after = from.getTime();
  while (times.length < count) {
    const next = timeAfter(schedule, after, timeZone);
    if (next === null) break;
    times.push(new Date(next));
    after = next;
  }
  return times;
}

/**
 * Whether `expression` parses as a Quartz cron expression.
 * @example isValidCron('0 0/5 * * * ?') // true
 */
export function isValidCron(expression: string): boolean {
  try {
    parseCron(expression);
    return true;
  } catch {
    return false;
  }
}
