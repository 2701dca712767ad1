import { timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../../../stores/token-hash';

/**
 * A new device key (32 random bytes, URL-safe) and the SHA-256 the server keeps of it, as session
 * tokens are kept: the clear key is answered once and never stored.
 * @example const { key, hash } = newDeviceKey()
 */
export function newDeviceKey(): { key: string; hash: string } {
  const key = newToken();
  return { key, hash: hashToken(key) };
}

/** Whether a presented key is the one whose hash is stored, compared in constant time. */
export function keyMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(presented));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
