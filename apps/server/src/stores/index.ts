import type { Stores } from './types';
import { MemoryTokenStore } from './memory-token-store';
import { MemoryCache } from './memory-cache';
import { MemoryPubSub } from './memory-pubsub';
import { MemoryFailureCounter } from './memory-failure-counter';
import { RedisTokenStore } from './redis-token-store';
import { RedisCache } from './redis-cache';
import { RedisPubSub } from './redis-pubsub';
import { RedisFailureCounter } from './redis-failure-counter';

export type { Cache, FailureCounter, LiveSession, PubSub, Session, Stores, TokenStore } from './types';

/**
 * In-process stores by default; Redis-backed ones, shared between instances, when a Redis URL is given.
 * @example const stores = await createStores({ redisUrl: null, redisPrefix: 'weld:', sessionTtlMinutes: 120 })
 */
export async function createStores(options: {
  redisUrl: string | null;
  redisPrefix: string;
  sessionTtlMinutes: number;
}): Promise<Stores> {
  const ttlMs = options.sessionTtlMinutes * 60_000;
  if (!options.redisUrl) {
    return {
      kind: 'memory',
      tokens: new MemoryTokenStore(ttlMs),
      cache: new MemoryCache(),
      pubsub: new MemoryPubSub(),
      failures: new MemoryFailureCounter(),
      close: async () => {},
    };
  }
  // ioredis loads only when Redis is configured: a single instance on the embedded default never needs it
  const { Redis } = await import('ioredis');
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([redis.connect(), subscriber.connect()]);
  const prefix = options.redisPrefix;
  return {
    kind: 'redis',
    tokens: new RedisTokenStore(redis, prefix, ttlMs),
    cache: new RedisCache(redis, prefix),
    pubsub: new RedisPubSub(redis, subscriber, prefix),
    failures: new RedisFailureCounter(redis, prefix),
    redisCommand: (words) => redis.call(words[0] as string, ...words.slice(1)),
    close: async () => {
      await Promise.all([redis.quit(), subscriber.quit()]);
    },
  };
}
