import { describe, expect, it } from 'vitest';
import { validateField } from '../validation/presets';
import { SECRET_KINDS } from '../resource/fields';
import { FIELD_KINDS } from './kinds';
import { KIND_VALUES } from './kind-values';

const V = 'server.kit.validation.';

describe('the value facts of each field kind', () => {
  it('has facts for every kind, and only for kinds', () => {
    expect(Object.keys(KIND_VALUES).sort()).toEqual([...FIELD_KINDS].sort());
  });

  it('derives the secret kinds from the facts', () => {
    expect([...SECRET_KINDS].sort()).toEqual(['password', 'secret']);
    for (const kind of SECRET_KINDS) expect(KIND_VALUES[kind].query).toBeNull();
  });

  it("checks a value by its kind's rule", () => {
    expect(validateField({ kind: 'money' }, '1.234')).toBe(`${V}preset.money`);
    expect(validateField({ kind: 'money' }, 1.5)).toBeNull();
    expect(validateField({ kind: 'number', integer: true }, '1.5')).toBe(`${V}preset.z`);
    expect(validateField({ kind: 'number' }, 'abc')).toBe(`${V}number`);
    expect(validateField({ kind: 'date' }, '2026-02-30 10:00:00')).toBe(`${V}date`);
    expect(validateField({ kind: 'datetime' }, '2026-02-03 10:00:00')).toBeNull();
    expect(validateField({ kind: 'switchYN' }, 'y')).toBe(`${V}switchYN`);
    expect(validateField({ kind: 'user' }, 42)).toBe(`${V}type`);
    expect(validateField({ kind: 'weldModel' }, 'm1')).toBeNull();
  });

  it('bounds numbers by value and every other kind by length', () => {
    expect(validateField({ kind: 'number', max: 10 }, 11)).toBe(`${V}maxValue`);
    expect(validateField({ kind: 'text', max: 3 }, '1234')).toBe(`${V}maxLength`);
    expect(validateField({ kind: 'text', max: 3 }, '11')).toBeNull();
  });

  it('gives date kinds their travelling format and the multi-select its several codes', () => {
    expect(KIND_VALUES.date.dateFormat).toBe('YYYY-MM-DD');
    expect(KIND_VALUES.datetime.dateFormat).toBe('YYYY-MM-DD HH:mm:ss');
    expect(FIELD_KINDS.filter((k) => KIND_VALUES[k].multiple)).toEqual(['multiDict']);
    expect(FIELD_KINDS.filter((k) => KIND_VALUES[k].numeric)).toEqual(['number', 'money']);
  });
});
