import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { duplicateRule } from './duplicate-rule';

const TAKEN = '该值不可用，系统中已存在！';

describe('duplicateRule', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterAll(() => void vi.useRealTimers());
  const validate = (rule: ReturnType<typeof duplicateRule>['rule'], value: string) =>
    (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);

  it('asks once typing pauses 500 ms, about the last value only, and remembers the answer', async () => {
    const asked: string[] = [];
    const { rule } = duplicateRule(async (v) => (asked.push(v), v === 'TAKEN' ? TAKEN : null));
    const outcomes = ['T', 'TA', 'TAKEN'].map((v) =>
      validate(rule, v).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(outcomes)).toEqual(['ok', 'ok', TAKEN]);
    expect(asked).toEqual(['TAKEN']);
    await expect(validate(rule, 'TAKEN')).rejects.toThrow(TAKEN);
    expect(asked).toEqual(['TAKEN']);
  });

  it("asks at once while hurried (a save), takes the record's own value as free, and lets a failed ask pass unremembered", async () => {
    const asked: string[] = [];
    let fail = true;
    const check = duplicateRule(async (v) => {
      asked.push(v);
      if (fail) throw new Error('offline');
      return null;
    });
    check.reset('P001');
    await expect(validate(check.rule, 'P001')).resolves.toBeUndefined();
    check.hurry(true);
    const first = validate(check.rule, 'W01');
    await vi.advanceTimersByTimeAsync(0);
    await expect(first).resolves.toBeUndefined();
    fail = false;
    const second = validate(check.rule, 'W01');
    await vi.advanceTimersByTimeAsync(0);
    await second;
    expect(asked).toEqual(['W01', 'W01']);
  });
});
