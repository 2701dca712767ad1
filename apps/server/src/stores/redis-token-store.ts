import type { Redis } from 'ioredis';
import type { LiveSession, Session, TokenStore } from './types';
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

  async deleteUser(userId: string, keep?: string): Promise<void> {
    const hashes = (await this.redis.smembers(this.userKey(userId))).filter((h) => h !== keep);
    if (keep === undefined) {
      await this.redis.del(...hashes.map((h) => this.key(h)), this.userKey(userId));
      return;
    }
    if (hashes.length === 0) return;
    await this.redis
      .multi()
      .del(...hashes.map((h) => this.key(h)))
      .srem(this.userKey(userId), ...hashes)
      .exec();
  }

  async list(): Promise<LiveSession[]> {
    const out: LiveSession[] = [];
    const at = this.key('').length;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}token:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length === 0) continue;
      const pipeline = this.redis.pipeline();
      for (const key of keys) pipeline.get(key).pttl(key);
      const answers = (await pipeline.exec()) ?? [];
      const now = Date.now();
      keys.forEach((key, i) => {
        const json = answers[2 * i]?.[1] as string | null;
        const ttl = Number(answers[2 * i + 1]?.[1]);
        // a key that lapsed between SCAN and GET is simply not live any more
        if (json && ttl > 0)
          out.push({ id: key.slice(at), session: JSON.parse(json) as Session, expiresAt: now + ttl });
      });
    } while (cursor !== '0');
    return out;
  }

  async deleteById(id: string): Promise<boolean> {
    const json = await this.redis.get(this.key(id));
    if (!json) return false;
    await this.redis
      .multi()
      .del(this.key(id))
      .srem(this.userKey((JSON.parse(json) as Session).userId), id)
      .exec();
    return true;
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

  /** Redis expires the tokens themselves; their hashes stay in the per-user sets, which this prunes. */
  async purgeExpired(): Promise<number> {
    let cursor = '0';
    let removed = 0;
    do {
      const [next, sets] = await this.redis.scan(
        cursor,
        'MATCH',
        `${this.prefix}user-tokens:*`,
        'COUNT',
        500,
      );
      cursor = next;
      for (const set of sets) {
        const hashes = await this.redis.smembers(set);
        if (hashes.length === 0) continue;
        const pipeline = this.redis.pipeline();
        for (const hash of hashes) pipeline.exists(this.key(hash));
        const alive = (await pipeline.exec()) ?? [];
        const gone = hashes.filter((_, i) => alive[i]?.[1] === 0);
        if (gone.length > 0) {
          await this.redis.srem(set, ...gone);
          removed += gone.length;
        }
      }
    } while (cursor !== '0');
    return removed;
  }
}
