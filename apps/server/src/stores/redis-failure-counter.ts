import type { Redis } from 'ioredis';
import type { FailureCounter } from './types';

/** Counters in Redis under `<prefix>count:`, shared by every instance. */
export class RedisFailureCounter implements FailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(key: string): string {
    return `${this.prefix}count:${key}`;
  }

  /**
   * INCR and its expiry in one MULTI/EXEC transaction: atomic across every instance, so parallel callers
   * each get a count of their own (SMS code tries and rate limits rest on it). `PEXPIRE … NX` keeps a
   * fixed window's first expiry (Redis 7 or later).
   */
  async increment(key: string, ttlMs: number, slide = true): Promise<number> {
    const k = this.key(key);
    const multi = this.redis.multi().incr(k);
    if (slide) multi.pexpire(k, ttlMs);
    else multi.pexpire(k, ttlMs, 'NX');
    const results = await multi.exec();
    return Number(results?.[0]?.[1] ?? 0);
  }

  async read(key: string): Promise<number> {
    return Number((await this.redis.get(this.key(key))) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}
