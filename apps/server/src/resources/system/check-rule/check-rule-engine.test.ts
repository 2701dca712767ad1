import { describe, expect, it } from 'vitest';
import { CHECK_TIME_MS, checkBounded, checkValue, parseRule, unsafePattern } from './check-rule-engine';
import type { CheckStep } from './check-rule-engine';

const rule = (steps: unknown) => {
  const parsed = parseRule(JSON.stringify(steps));
  if (!Array.isArray(parsed)) throw new Error(`refused: ${parsed.key}`);
  return parsed as CheckStep[];
};

describe('check rule engine', () => {
  const code = rule([
    { digits: '1', pattern: '[A-Z]', message: '首位须为大写字母' },
    { digits: 2, pattern: '\\d{2}', message: '第2、3位须为数字' },
    { digits: '*', pattern: '[a-z]*', message: '其余须为小写字母' },
  ]);

  it('checks the next digits characters of each step, and the rest with *', () => {
    expect(checkValue(code, 'A01')).toBeNull();
    expect(checkValue(code, 'A01abc')).toBeNull();
    expect(checkValue(code, 'a01')).toEqual({ message: '首位须为大写字母' });
    expect(checkValue(code, 'A1x')).toEqual({ message: '第2、3位须为数字' });
    expect(checkValue(code, 'A01aB')).toEqual({ message: '其余须为小写字母' });
    // too short: the step sees fewer characters than it needs and its pattern decides
    expect(checkValue(code, 'A0')).toEqual({ message: '第2、3位须为数字' });
  });

  it('counts characters, not UTF-16 units, and refuses characters no step checks', () => {
    const cn = rule([{ digits: 2, pattern: '[\\u4e00-\\u9fa5]{2}', message: '须为两个汉字' }]);
    expect(checkValue(cn, '焊接')).toBeNull();
    expect(checkValue(cn, '焊')).toEqual({ message: '须为两个汉字' });
    expect(checkValue(cn, '焊接机')).toEqual({ key: 'checkRule.tooLong' });
  });

  it('refuses rule texts that are not a JSON array of well-formed steps', () => {
    expect(parseRule('not json')).toEqual({ key: 'checkRule.notJson' });
    expect(parseRule('{}')).toMatchObject({ key: 'checkRule.notArray' });
    expect(parseRule('[]')).toMatchObject({ key: 'checkRule.notArray' });
    expect(parseRule('[1]')).toMatchObject({ key: 'checkRule.stepNotObject', params: { index: 1 } });
    const step = { digits: 1, pattern: 'a', message: 'm' };
    expect(parseRule(JSON.stringify([{ ...step, digits: '*' }, step]))).toMatchObject({
      key: 'checkRule.starNotLast',
    });
    expect(parseRule(JSON.stringify([step, { ...step, digits: 0 }]))).toMatchObject({
      key: 'checkRule.badDigits',
      params: { index: 2 },
    });
    expect(parseRule(JSON.stringify([{ ...step, digits: '1.5' }]))).toMatchObject({
      key: 'checkRule.badDigits',
    });
    expect(parseRule(JSON.stringify([{ ...step, pattern: '' }]))).toMatchObject({
      key: 'checkRule.badPatternLength',
    });
    expect(parseRule(JSON.stringify([{ ...step, message: ' ' }]))).toMatchObject({
      key: 'checkRule.badMessage',
    });
    expect(parseRule(JSON.stringify([{ ...step, pattern: '[a-' }]))).toMatchObject({
      key: 'checkRule.badPattern',
    });
    expect(parseRule(JSON.stringify(Array.from({ length: 21 }, () => step)))).toMatchObject({
      key: 'checkRule.notArray',
    });
  });

  it('refuses patterns that could backtrack catastrophically, and keeps ordinary ones', () => {
    for (const bad of [
      '(a+)+$',
      '(a*)*',
      '(a|aa)*',
      '(\\d{2})+',
      '((ab)*c)+',
      '(.*a){3,}',
      '(a)\\1',
      '(?<=a)b',
      '(?:a+)+',
    ])
      expect(unsafePattern(bad), bad).toBe(true);
    for (const good of [
      '[A-Z]',
      '\\d{2}',
      '^[a-z0-9_-]+$',
      '(abc)?',
      '(ab){2}',
      '[(+*)]+',
      '(?:A|B)',
      '[\\u4e00-\\u9fa5]{2}',
      'a+b*c?',
    ])
      expect(unsafePattern(good), good).toBe(false);
    expect(parseRule(JSON.stringify([{ digits: '*', pattern: '(a+)+$', message: 'm' }]))).toMatchObject({
      key: 'checkRule.unsafePattern',
    });
  });

  it('stops a polynomial pattern on a hostile value at the time bound, and answers ordinary checks as before', () => {
    const slow = rule([{ digits: '*', pattern: 'a*a*a*a*a*b', message: 'no' }]);
    const started = performance.now();
    expect(checkBounded(slow, 'a'.repeat(256))).toEqual({ key: 'checkRule.timeout' });
    expect(performance.now() - started).toBeLessThan(CHECK_TIME_MS + 500);
    expect(checkBounded(code, 'A01abc')).toBeNull();
    expect(checkBounded(code, 'a01')).toEqual({ message: '首位须为大写字母' });
  });
});
