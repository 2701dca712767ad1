import type { Redis } from 'ioredis';
import type { Cache } from './types';

/** JSON values in Redis under `<prefix>cache:`. */
export class RedisCache implements Cache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(key: string): string {
    return `${this.prefix}cache:${key}`;
  }

  async get<T>(key: string): Promise<T | null> {
    const json = await this.redis.get(this.key(key));
    return json === null ? null : (JSON.parse(json) as T);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(this.key(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async take<T>(key: string): Promise<T | null> {
    const json = await this.redis.getdel(this.key(key));
    return json === null ? null : (JSON.parse(json) as T);
  }

  async delPrefix(prefix: string): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.key(prefix)}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await this.redis.del(...keys);
    } while (cursor !== '0');
  }
}
