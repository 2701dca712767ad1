import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { isStrongPassword } from '@weld/core';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

export interface PasswordHash {
  password: string;
  salt: string;
}

/**
 * scrypt with a per-user salt; only the hash and the salt are stored.
 * @example const { password, salt } = await hashPassword('S3cret!pass')
 */
export async function hashPassword(clear: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  const key = await scryptAsync(clear, salt, KEY_LENGTH);
  return { password: `scrypt$${key.toString('hex')}`, salt };
}

/** Constant-time comparison of a clear password with a stored hash. */
export async function verifyPassword(clear: string, stored: PasswordHash): Promise<boolean> {
  if (!stored.password.startsWith('scrypt$')) return false;
  const expected = Buffer.from(stored.password.slice('scrypt$'.length), 'hex');
  const actual = await scryptAsync(clear, stored.salt, expected.length || KEY_LENGTH);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/** A random password that meets the policy, for the admin at first start. */
export function generatePassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)];
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
    while (chars.length < length) chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const candidate = chars.join('');
    if (isStrongPassword(candidate)) return candidate;
  }
}
