import type { FailureCounter } from './types';

/** In-process counters with a time window; an increment runs without awaiting, so parallel callers never share a count. */
export class MemoryFailureCounter implements FailureCounter {
  private readonly counts = new Map<string, { n: number; expiresAt: number }>();

  async increment(key: string, ttlMs: number, slide = true): Promise<number> {
    const now = Date.now();
    const entry = this.counts.get(key);
    if (!entry || entry.expiresAt <= now) {
      this.counts.set(key, { n: 1, expiresAt: now + ttlMs });
      this.sweep(now);
      return 1;
    }
    entry.n++;
    if (slide) entry.expiresAt = now + ttlMs;
    return entry.n;
  }

  async read(key: string): Promise<number> {
    const entry = this.counts.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.n : 0;
  }

  async reset(key: string): Promise<void> {
    this.counts.delete(key);
  }

  /** bounded memory: expired windows go when new ones open */
  private sweep(now: number): void {
    if (this.counts.size < 10_000) return;
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
  }
}
