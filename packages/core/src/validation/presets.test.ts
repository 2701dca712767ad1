import { describe, expect, it } from 'vitest';
import { datetime, dict, money, number, switchYN, text } from '../resource/fields';
import { PRESETS, validateField } from './presets';
import type { PresetName } from './presets';

const K = 'server.kit.validation.';

describe('validation presets', () => {
  const cases: [PresetName, string[], string[]][] = [
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345a', '12345678901234567']],
    ['*6-16', ['abc 12', 'ab@#$%'], ['abcde', 'x'.repeat(17)]],
    ['s6-18', ['abcDEF'], ['abc12f', 'abcde']],
    ['url', ['http://a.cn', 'https://weld.example.com/x?y=1'], ['ftp//a', 'weld.com', 'http://']],
    ['e', ['a.b@weld.cn'], ['a@b', 'ab.cn']],
    ['m', ['13912345678', '19912345678'], ['12912345678', '1391234567']],
    ['p', ['100101'], ['010101', '10010']],
    ['s', ['Weld'], ['Weld1', '']],
    ['n', ['-1.5', '42', '0'], ['1.', 'abc', '--1']],
    ['z', ['-3', '7'], ['1.0', 'x']],
    ['money', ['0', '12.5', '12.50'], ['12.345', '-1', '01']],
  ];
  it.each(cases)('%s accepts and refuses as the spec says', (name, good, bad) => {
    for (const v of good) expect(PRESETS[name].test(v), v).toBe(true);
    for (const v of bad) expect(PRESETS[name].test(v), v).toBe(false);
  });
});

describe('validateField', () => {
  it('checks required first, and other rules only on non-empty values', () => {
    expect(validateField(text({ required: true, pattern: 'm' }), '  ')).toBe(`${K}required`);
    expect(validateField(text({ pattern: '*' }), '')).toBe(`${K}required`);
    expect(validateField(text({ pattern: 'm' }), '')).toBeNull();
    expect(validateField(text({ pattern: 'm' }), null)).toBeNull();
  });
  it('answers the preset message key', () => {
    expect(validateField(text({ pattern: 'm' }), '123')).toBe(`${K}preset.m`);
    expect(validateField(text({ pattern: 'e' }), 'a@weld.cn')).toBeNull();
  });
  it('answers a custom pattern with its own message key', () => {
    const field = text({ pattern: { regex: '^A\\d+$', message: 'resources.x.rules.code' } });
    expect(validateField(field, 'B1')).toBe('resources.x.rules.code');
    expect(validateField(field, 'A1')).toBeNull();
  });
  it('bounds text by length and numbers by value', () => {
    expect(validateField(text({ min: 2, max: 3 }), 'a')).toBe(`${K}minLength`);
    expect(validateField(text({ max: 3 }), '焊接机器')).toBe(`${K}maxLength`);
    expect(validateField(text({ max: 3 }), '焊接机')).toBeNull();
    expect(validateField(number({ min: 0, max: 10 }), -1)).toBe(`${K}minValue`);
    expect(validateField(number({ max: 10 }), '11')).toBe(`${K}maxValue`);
  });
  it('checks the value fits the field kind', () => {
    expect(validateField(number(), 'abc')).toBe(`${K}number`);
    expect(validateField(money(), 1.234)).toBe(`${K}preset.money`);
    expect(validateField(money(), '-3.5')).toBeNull();
    expect(validateField(datetime(), '2026-11-22')).toBe(`${K}datetime`);
    expect(validateField(datetime(), '2026-11-22 10:00:00')).toBeNull();
    expect(validateField(switchYN(), 'X')).toBe(`${K}switchYN`);
    expect(validateField(dict('sex'), 1)).toBe(`${K}type`);
  });
});
