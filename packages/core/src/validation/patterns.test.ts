import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN, USERNAME_PATTERN, isStrongPassword, passwordStrength } from './patterns';

describe('form patterns', () => {
  it('accepts mobiles 1[34578] plus 9 digits only', () => {
    expect(MOBILE_PATTERN.test('13812345678')).toBe(true);
    expect(MOBILE_PATTERN.test('12812345678')).toBe(false);
    expect(MOBILE_PATTERN.test('1381234567')).toBe(false);
  });
  it('accepts user names of letters, digits and underscore, 4 to 18 long', () => {
    expect(USERNAME_PATTERN.test('ab_1')).toBe(true);
    expect(USERNAME_PATTERN.test('ab-1')).toBe(false);
    expect(USERNAME_PATTERN.test('abc')).toBe(false);
  });
  it('requires 8 characters mixing digits, both cases and symbols', () => {
    expect(isStrongPassword('Weld@2026')).toBe(true);
    expect(isStrongPassword('weld@2026')).toBe(false);
    expect(isStrongPassword('Weld2026')).toBe(false);
    expect(isStrongPassword('W@1d')).toBe(false);
  });
  it('rates strength low, middle, strong', () => {
    expect(passwordStrength('abc')).toBe('low');
    expect(passwordStrength('abc123')).toBe('middle');
    expect(passwordStrength('Abc@1234')).toBe('strong');
  });
});
