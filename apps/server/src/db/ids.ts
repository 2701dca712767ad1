import { randomInt } from 'node:crypto';

let lastMs = 0;
let seq = 0;

/**
 * A 19-digit string id that sorts by creation time: milliseconds, a sequence within the
 * millisecond, and random digits so instances rarely collide.
 * @example newId() // '1763776123456001042'
 */
export function newId(): string {
  const now = Date.now();
  if (now === lastMs) seq = (seq + 1) % 1000;
  else {
    lastMs = now;
    seq = 0;
  }
  return `${now}${String(seq).padStart(3, '0')}${String(randomInt(1000)).padStart(3, '0')}`;
}
