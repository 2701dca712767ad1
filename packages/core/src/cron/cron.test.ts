import { describe, expect, it } from 'vitest';
import { isValidCron, nextFireTimes, parseCron } from './index';

const from = new Date('2026-03-07T12:00:00Z');
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('parseCron', () => {
  it('fills the year with * and upper-cases names', () => {
    expect(parseCron('0 0 12 ? jan mon#1').fields).toEqual(['0', '0', '12', '?', 'JAN', 'MON#1', '*']);
  });

  it('names the field and the problem in its errors', () => {
    expect(() => parseCron('0 61 * * * ?')).toThrow(
      /minute field "61": minute values must be between 0 and 59/,
    );
    expect(() => parseCron('0 0 0 ? * 1#6')).toThrow(
      /day-of-week field "1#6": a number between 1 and 5 must follow '#'/,
    );
    expect(() => parseCron('0 0 0 * *')).toThrow(/expected 6 or 7 fields, got 5/);
    expect(() => parseCron('0 0 0 * * *')).toThrow(
      /exactly one of day-of-month and day-of-week must be '\?'/,
    );
  });

  it('refuses trailing text that Quartz would silently ignore', () => {
    expect(isValidCron('0 0 0 1-5x * ?')).toBe(false);
    expect(isValidCron('0 0 0 ? * MON/2')).toBe(false);
    expect(isValidCron('0 0 0 1 1 ? 2026 extra')).toBe(false);
  });
});

describe('nextFireTimes', () => {
  it('returns nothing once the years have passed', () => {
    expect(nextFireTimes('0 0 0 1 1 ? 2020', from, 10, 'UTC')).toEqual([]);
  });

  it('stops early when fewer times remain', () => {
    expect(iso(nextFireTimes('0 0 0 1 1 ? 2027,2029', from, 10, 'UTC'))).toEqual([
      '2027-01-01T00:00:00.000Z',
      '2029-01-01T00:00:00.000Z',
    ]);
  });

  it('gives up on a schedule Quartz itself never finishes instead of hanging', () => {
    expect(nextFireTimes('0 0 0 L-30W * ?', new Date('2026-02-01T00:00:00Z'), 3, 'UTC').length).toBeLessThan(
      3,
    );
  });

  it('skips a wall time that a spring-forward jump removes, as Quartz does', () => {
    expect(iso(nextFireTimes('0 30 2 * * ?', from, 2, 'America/New_York'))).toEqual([
      '2026-03-09T06:30:00.000Z',
      '2026-03-10T06:30:00.000Z',
    ]);
  });

  it('uses the process zone by default and rejects unknown zones', () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(nextFireTimes('0 0 2 * * ?', from, 3)).toEqual(nextFireTimes('0 0 2 * * ?', from, 3, zone));
    expect(() => nextFireTimes('0 0 2 * * ?', from, 1, 'Mars/Olympus')).toThrow(/Unknown time zone/);
  });

  it('computes ten previews quickly', () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) nextFireTimes('0 15 10 ? * 6L 2026-2028', from, 10, 'Europe/Berlin');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
