/** A small seeded generator (mulberry32): the same seed gives the same requests on every machine. */
export interface Rng {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [0, max) */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `n` lowercase hex digits */
  hex(n: number): string;
}

/**
 * A generator from a 32-bit seed.
 * @example const r = rng(seedOf(42, 'GET /sys/user/list', 'admin')); r.pick(['a', 'b'])
 */
export function rng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)],
    chance: (probability) => next() < probability,
    hex: (n) => Array.from({ length: n }, () => int(16).toString(16)).join(''),
  };
}

/**
 * One seed from several parts (FNV-1a): each route and caller draws from its own sequence, so a
 * replay of one route gives the very requests the full run sent it.
 */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const ch of parts.join('\u0001')) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
