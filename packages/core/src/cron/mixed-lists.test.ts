import { describe, expect, it } from 'vitest';
import { isValidCron, nextFireTimes } from './index';

/** Fire days (UTC, 10:15) after noon of `from`; expected sequences were worked out day by day on a calendar. */
function fireDays(expression: string, from: string, count: number): string[] {
  return nextFireTimes(expression, new Date(`${from}T12:00:00Z`), count, 'UTC').map((date) => {
    expect(date.toISOString().slice(10)).toBe('T10:15:00.000Z');
    return date.toISOString().slice(0, 10);
  });
}

describe('day-of-month lists that mix L, L-n and W with plain days (as Quartz 2.5)', () => {
  it('fires on the 1st and on the last day of every month, February included', () => {
    expect(fireDays('0 15 10 1,L * ?', '2026-01-15', 7)).toEqual([
      '2026-01-31',
      '2026-02-01',
      '2026-02-28',
      '2026-03-01',
      '2026-03-31',
      '2026-04-01',
      '2026-04-30',
    ]);
  });

  it('crosses into the next year', () => {
    expect(fireDays('0 15 10 1,L * ?', '2026-12-15', 4)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-31',
      '2027-02-01',
    ]);
  });

  it('fires on the 15th and on the day before the last', () => {
    expect(fireDays('0 15 10 15,L-1 * ?', '2026-01-20', 5)).toEqual([
      '2026-01-30',
      '2026-02-15',
      '2026-02-27',
      '2026-03-15',
      '2026-03-30',
    ]);
  });

  it('fires on the last day and on the weekday nearest the 15th (Sunday 15 Feb 2026 → Monday 16)', () => {
    expect(fireDays('0 15 10 L,15W * ?', '2026-02-01', 6)).toEqual([
      '2026-02-16',
      '2026-02-28',
      '2026-03-16',
      '2026-03-31',
      '2026-04-15',
      '2026-04-30',
    ]);
  });

  it('keeps the plain day in 1,15W (Quartz 2.3.2 dropped the 15th)', () => {
    expect(fireDays('0 15 10 1,15W * ?', '2026-03-07', 5)).toEqual([
      '2026-03-16',
      '2026-04-01',
      '2026-04-15',
      '2026-05-01',
      '2026-05-15',
    ]);
  });

  it('fires on the 16th in 2W,16 (it never did), and 2W moves back from Saturday 2 May to Friday 1 May', () => {
    expect(fireDays('0 15 10 2W,16 * ?', '2026-04-20', 4)).toEqual([
      '2026-05-01',
      '2026-05-16',
      '2026-06-02',
      '2026-06-16',
    ]);
  });

  it('mixes LW and L-nW with days and ranges', () => {
    expect(fireDays('0 15 10 LW,10 * ?', '2026-01-01', 6)).toEqual([
      '2026-01-10',
      '2026-01-30',
      '2026-02-10',
      '2026-02-27',
      '2026-03-10',
      '2026-03-31',
    ]);
    expect(fireDays('0 15 10 L-2W,1-3 * ?', '2026-02-01', 6)).toEqual([
      '2026-02-02',
      '2026-02-03',
      '2026-02-26',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('counts L from the real end of a leap February', () => {
    expect(fireDays('0 15 10 L,L-1 * ?', '2028-01-31', 4)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-30',
      '2028-03-31',
    ]);
  });

  it('still refuses garbage in such lists', () => {
    for (const expression of [
      '0 0 0 1,? * ?',
      '0 0 0 1,L-31 * ?',
      '0 0 0 1,5L * ?',
      '0 0 0 1,W * ?',
      '0 0 0 1,LX * ?',
      '0 0 0 1-5W,3 * ?',
      '0 0 0 32W,1 * ?',
      '0 0 0 ? * 5L,6',
    ]) {
      expect(isValidCron(expression), expression).toBe(false);
    }
  });
});

describe('name ranges with a step', () => {
  it('FEB-APR/2 is February and April, as 2-4/2 is', () => {
    const expected = nextFireTimes('0 0 0 1 2-4/2 ?', new Date('2026-01-01T00:00:00Z'), 3, 'UTC');
    expect(nextFireTimes('0 0 0 1 FEB-APR/2 ?', new Date('2026-01-01T00:00:00Z'), 3, 'UTC')).toEqual(
      expected,
    );
    expect(expected.map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-02-01',
      '2026-04-01',
      '2027-02-01',
    ]);
  });

  it('MON-FRI/2 is Monday, Wednesday and Friday; a wrapping NOV-FEB/2 is November and January', () => {
    expect(fireDays('0 15 10 ? * MON-FRI/2', '2026-03-01', 4)).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
    ]);
    expect(
      nextFireTimes('0 0 0 1 NOV-FEB/2 ?', new Date('2026-01-15T00:00:00Z'), 3, 'UTC').map((d) =>
        d.toISOString().slice(0, 10),
      ),
    ).toEqual(['2026-11-01', '2027-01-01', '2027-11-01']);
  });

  it('refuses a bad step after names', () => {
    for (const expression of [
      '0 0 0 1 FEB-APR/0 ?',
      '0 0 0 1 FEB-APR/13 ?',
      '0 0 0 1 FEB-APR/ ?',
      '0 0 0 ? * MON-FRI/8',
      '0 0 0 ? * MON/2',
    ]) {
      expect(isValidCron(expression), expression).toBe(false);
    }
  });
});
