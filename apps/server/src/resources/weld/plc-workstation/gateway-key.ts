import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new gateway key: 32 random bytes, URL-safe, so it travels in a header as it is. */
export function newGatewayKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a gateway key (SHA-256, hex): the key has full entropy, so a slow KDF adds nothing. */
export function hashGatewayKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Whether `key` is the one whose hash is stored; constant time, so answers do not leak how much matched.
 * @example keyMatches(row.key_hash, request.headers['x-gateway-key'])
 */
export function keyMatches(storedHash: string | null, key: unknown): boolean {
  if (!storedHash || typeof key !== 'string' || key === '') return false;
  const given = Buffer.from(hashGatewayKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
