import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '@weld/core';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { pickLocale } from './lang';

describe('passwords', () => {
  it('hashes with scrypt and a per-user salt, and verifies', async () => {
    const a = await hashPassword('S3cret!pass');
    const b = await hashPassword('S3cret!pass');
    expect(a.salt).not.toBe(b.salt);
    expect(a.password).not.toBe(b.password);
    expect(a.password).not.toContain('S3cret');
    expect(await verifyPassword('S3cret!pass', a)).toBe(true);
    expect(await verifyPassword('S3cret!pasS', a)).toBe(false);
    expect(await verifyPassword('S3cret!pass', { password: 'plain', salt: a.salt })).toBe(false);
  });

  it('generates strong random passwords', () => {
    const many = Array.from({ length: 200 }, () => generatePassword());
    expect(many.every(isStrongPassword)).toBe(true);
    expect(new Set(many).size).toBe(200);
  });
});

describe('caller language', () => {
  it('takes X-Lang, then Accept-Language, then zh_CN', () => {
    expect(pickLocale('ru_RU', 'en-US')).toBe('ru_RU');
    expect(pickLocale('en-US', undefined)).toBe('en_US');
    expect(pickLocale('fr_FR', 'fr-FR,ru;q=0.8')).toBe('ru_RU');
    expect(pickLocale(undefined, 'en-GB,en;q=0.9')).toBe('en_US');
    expect(pickLocale(undefined, 'de-DE')).toBe('zh_CN');
    expect(pickLocale(undefined, undefined)).toBe('zh_CN');
  });
});
