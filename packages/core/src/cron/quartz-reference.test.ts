import { describe, expect, it } from 'vitest';
import fixture from './quartz-reference/quartz-fixture.json';
import { nextFireTimes } from './index';

interface ReferenceCase {
  expression: string;
  timeZone: string;
  from: string;
  count: number;
  times?: string[];
  error?: string;
}

/**
 * Where the engine follows Quartz 2.5 instead of the 2.3.2 the fixture comes from, on purpose: 2.5 accepts
 * day-of-month lists that mix L / W with plain days, and 2.3.2 either refused them ('L,5') or kept only the
 * W day ('1,15W' fired on the 1st alone). mixed-lists.test.ts holds the fire times for these.
 */
const FOLLOWS_QUARTZ_2_5 = new Set(['* * * L,5 * ?', '0 0 0 1,15W * ?']);

const cases = (fixture as ReferenceCase[]).filter((c) => !FOLLOWS_QUARTZ_2_5.has(c.expression));
const iso = (value: string) => new Date(value).toISOString();

describe('nextFireTimes matches Quartz 2.3.2', () => {
  it('has a broad reference set', () => {
    expect(cases.length).toBeGreaterThan(1000);
  });

  for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Shanghai']) {
    it(`gives Quartz's fire times in ${zone}`, () => {
      const mismatches: string[] = [];
      for (const reference of cases.filter((c) => c.timeZone === zone && c.times)) {
        const actual = nextFireTimes(
          reference.expression,
          new Date(reference.from),
          reference.count,
          zone,
        ).map((d) => d.toISOString());
        const expected = reference.times!.map(iso);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          mismatches.push(
            `${reference.expression} from ${reference.from}: ${actual.join(' ')} ≠ ${expected.join(' ')}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('rejects every expression Quartz rejects', () => {
    const accepted = cases
      .filter((c) => c.error !== undefined)
      .filter((c) => {
        try {
          nextFireTimes(c.expression, new Date(c.from), 1, c.timeZone);
          return true;
        } catch {
          return false;
        }
      })
      .map((c) => c.expression);
    expect(accepted).toEqual([]);
  });
});
