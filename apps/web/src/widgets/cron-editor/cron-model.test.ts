import { describe, expect, it } from 'vitest';
import { autoAdjust, defaultCronState, formatCron, parseCronState, type CronState } from './cron-model';

const base = defaultCronState(2026);
const parse = (expression: string): CronState => {
  const parsed = parseCronState(expression, base);
  if (!('state' in parsed)) throw new Error(`unsupported ${parsed.unsupported}`);
  return parsed.state;
};

describe('cron model', () => {
  it('starts at * * * * * ? *', () => {
    expect(formatCron(base)).toBe('* * * * * ? *');
  });

  it('reads every panel mode back into the same text', () => {
    for (const expression of [
      '0/15 5-10 1,2,3 15W * ? 2027-2030',
      '0 0 0 L * ? *',
      '0 0 0 LW * ? 2030/2',
      '0 0 0 L-3 * ? *',
      '0 0 9 ? 1/3 2#1 *',
      '0 0 12 ? * 6L *',
      '0 0 0 ? * 2-6 *',
    ]) {
      expect(formatCron(parse(expression))).toBe(expression);
    }
    expect(formatCron(parse('*/5 * * * * ?'))).toBe('0/5 * * * * ? *');
  });

  it('reports the part the panels cannot show', () => {
    expect(parseCronState('0 0 0 ? * MON-FRI', base)).toEqual({ unsupported: 'week' });
    expect(parseCronState('0 0 0 1-5,10 * ?', base)).toEqual({ unsupported: 'day' });
    expect(parseCronState('0 0 0 ? * 1-5/2', base)).toEqual({ unsupported: 'week' });
    expect(parseCronState('0 0 LW * * ?', base)).toEqual({ unsupported: 'hour' });
  });

  it('zeroes the finer parts when a coarser one is set, cascading from day to second', () => {
    const day = autoAdjust({ ...base, day: { ...base.day, mode: 7, specify: [15] } }, 'day');
    expect(formatCron(day)).toBe('0 0 0 15 * ? *');
    const minute = autoAdjust(
      { ...base, minute: { ...base.minute, mode: 4, loopStart: 0, loopStep: 5 } },
      'minute',
    );
    expect(formatCron(minute)).toBe('0 0/5 * * * ? *');
  });

  it('never leaves day and week both ? or both set', () => {
    const week = autoAdjust({ ...base, week: { ...base.week, mode: 3 } }, 'week');
    expect(formatCron(week)).toBe('0 0 0 ? * 2-6 *');
    const dayNone = autoAdjust({ ...week, day: { ...week.day, mode: 2 } }, 'day');
    expect(formatCron(dayNone).split(' ').slice(3, 6)).toEqual(['?', '*', '2-6']);
    const weekNone = autoAdjust({ ...week, week: { ...week.week, mode: 2 } }, 'week');
    expect(formatCron(weekNone).split(' ').slice(3, 6)).toEqual(['*', '*', '?']);
  });

  it('sets January when a year is chosen and the month is every', () => {
    const year = autoAdjust({ ...base, year: { ...base.year, mode: 7, specify: [2027] } }, 'year');
    expect(formatCron(year)).toBe('* * * * 1 ? 2027');
  });
});
