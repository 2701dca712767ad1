import type { Redis } from 'ioredis';
import type { Session, TokenStore } from './types';
import { hashToken, newToken } from './token-hash';

/** Sessions in Redis, shared by every instance: `<prefix>token:<hash>` plus a set per user. */
export class RedisTokenStore implements TokenStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}

  private key(hash: string): string {
    return `${this.prefix}token:${hash}`;
  }

  private userKey(userId: string): string {
    return `${this.prefix}user-tokens:${userId}`;
  }

  async create(session: Session): Promise<string> {
    const token = newToken();
    const hash = hashToken(token);
    await this.redis
      .multi()
      .set(this.key(hash), JSON.stringify(session), 'PX', this.ttlMs)
      .sadd(this.userKey(session.userId), hash)
      .pexpire(this.userKey(session.userId), this.ttlMs)
      .exec();
    return token;
  }

  async touch(token: string): Promise<Session | null> {
    const json = await this.redis.getex(this.key(hashToken(token)), 'PX', this.ttlMs);
    return json ? (JSON.parse(json) as Session) : null;
  }

  async delete(token: string): Promise<void> {
    const hash = hashToken(token);
    const json = await this.redis.get(this.key(hash));
    await this.redis.del(this.key(hash));
    if (json) await this.redis.srem(this.userKey((JSON.parse(json) as Session).userId), hash);
  }

  async deleteUser(userId: string): Promise<void> {
    const hashes = await this.redis.smembers(this.userKey(userId));
    const keys = [...hashes.map((h) => this.key(h)), this.userKey(userId)];
    await this.redis.del(...keys);
  }

  async count(): Promise<number> {
    let cursor = '0';
    let n = 0;
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}token:*`, 'COUNT', 1000);
      cursor = next;
      n += keys.length;
    } while (cursor !== '0');
    return n;
  }
}
