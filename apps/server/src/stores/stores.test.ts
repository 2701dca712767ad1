import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores } from './index';
import type { Stores } from './index';
import { flushPrefix } from '../test/redis';

const kinds: ('memory' | 'redis')[] = ['memory', ...(process.env.TEST_REDIS_URL ? (['redis'] as const) : [])];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(kinds)('%s stores', (kind) => {
  let stores: Stores;
  let other: Stores;
  const prefix = `weldtest:${randomBytes(4).toString('hex')}:`;
  const open = (ttlMinutes: number) =>
    createStores({
      redisUrl: kind === 'redis' ? (process.env.TEST_REDIS_URL as string) : null,
      redisPrefix: prefix,
      sessionTtlMinutes: ttlMinutes,
    });

  beforeAll(async () => {
    stores = await open(120);
    other = await open(120);
  });
  afterAll(async () => {
    await stores?.close();
    await other?.close();
    if (kind === 'redis') await flushPrefix(process.env.TEST_REDIS_URL as string, prefix);
  });

  it('is the implementation asked for', () => {
    expect(stores.kind).toBe(kind);
  });

  it('token store: random tokens, stored hashed, deleted singly or per user, counted', async () => {
    const before = await stores.tokens.count();
    const a = await stores.tokens.create({ userId: 'u1', username: 'one', loginAt: 1 });
    const b = await stores.tokens.create({ userId: 'u1', username: 'one', loginAt: 2 });
    const c = await stores.tokens.create({ userId: 'u2', username: 'two', loginAt: 3 });
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(await stores.tokens.touch(a)).toEqual({ userId: 'u1', username: 'one', loginAt: 1 });
    expect(await stores.tokens.touch('unknown')).toBeNull();
    expect(await stores.tokens.count()).toBe(before + 3);
    await stores.tokens.delete(b);
    expect(await stores.tokens.touch(b)).toBeNull();
    await stores.tokens.deleteUser('u1');
    expect(await stores.tokens.touch(a)).toBeNull();
    expect(await stores.tokens.touch(c)).not.toBeNull();
    expect(await stores.tokens.count()).toBe(before + 1);
  });

  it('token store: deleting a user’s sessions can keep one (the caller’s own, by its id)', async () => {
    const kept = await stores.tokens.create({ userId: 'u3', username: 'three', loginAt: 1 });
    const gone = [
      await stores.tokens.create({ userId: 'u3', username: 'three', loginAt: 2 }),
      await stores.tokens.create({ userId: 'u3', username: 'three', loginAt: 3 }),
    ];
    const keptId = (await stores.tokens.list()).find(
      (s) => s.session.userId === 'u3' && s.session.loginAt === 1,
    )?.id;
    await stores.tokens.deleteUser('u3', keptId);
    for (const token of gone) expect(await stores.tokens.touch(token)).toBeNull();
    expect(await stores.tokens.touch(kept)).not.toBeNull();
    // the kept session still ends with the next deletion of the user's sessions
    await stores.tokens.deleteUser('u3');
    expect(await stores.tokens.touch(kept)).toBeNull();
  });

  it('token store: expiry slides with use', async () => {
    const short = await open(0.005); // 300 ms
    try {
      const token = await short.tokens.create({ userId: 'u3', username: 'three', loginAt: 1 });
      for (let i = 0; i < 4; i++) {
        await sleep(150);
        expect(await short.tokens.touch(token)).not.toBeNull();
      }
      await sleep(450);
      expect(await short.tokens.touch(token)).toBeNull();
    } finally {
      await short.close();
    }
  });

  it('token store: purgeExpired removes what lapsed sessions leave behind and keeps live ones', async () => {
    const short = await open(0.005); // 300 ms
    try {
      const lapsed = await short.tokens.create({ userId: 'u4', username: 'four', loginAt: 1 });
      await sleep(200);
      const live = await short.tokens.create({ userId: 'u4', username: 'four', loginAt: 2 });
      await sleep(150);
      expect(await short.tokens.purgeExpired()).toBe(1);
      expect(await short.tokens.purgeExpired()).toBe(0);
      expect(await short.tokens.touch(live)).not.toBeNull();
      expect(await short.tokens.touch(lapsed)).toBeNull();
    } finally {
      await short.close();
    }
  });

  it('cache: set with ttl, get, take once, delete, delete by prefix', async () => {
    await stores.cache.set('a:1', { n: 1 }, 60_000);
    await stores.cache.set('a:2', [1, 2], 60_000);
    await stores.cache.set('b:1', 'x', 60_000);
    await stores.cache.set('short', 'y', 50);
    expect(await stores.cache.get('a:1')).toEqual({ n: 1 });
    expect(await stores.cache.get('nothing')).toBeNull();
    await sleep(120);
    expect(await stores.cache.get('short')).toBeNull();
    expect(await stores.cache.take('b:1')).toBe('x');
    expect(await stores.cache.take('b:1')).toBeNull();
    await stores.cache.delPrefix('a:');
    expect(await stores.cache.get('a:1')).toBeNull();
    expect(await stores.cache.get('a:2')).toBeNull();
    await stores.cache.set('c', 1, 60_000);
    await stores.cache.del('c');
    expect(await stores.cache.get('c')).toBeNull();
  });

  it('pub/sub: every subscriber gets the message', async () => {
    const got: string[] = [];
    await stores.pubsub.subscribe('ch', (m) => got.push(`s:${m}`));
    const target = kind === 'redis' ? other : stores;
    await target.pubsub.subscribe('ch', (m) => got.push(`o:${m}`));
    await stores.pubsub.publish('ch', 'hello');
    for (let i = 0; i < 50 && got.length < 2; i++) await sleep(10);
    expect(got.sort()).toEqual(['o:hello', 's:hello']);
  });

  it('failure counter: increments within a window, reads, resets, forgets after the ttl', async () => {
    expect(await stores.failures.read('f')).toBe(0);
    expect(await stores.failures.increment('f', 60_000)).toBe(1);
    expect(await stores.failures.increment('f', 60_000)).toBe(2);
    expect(await stores.failures.read('f')).toBe(2);
    await stores.failures.reset('f');
    expect(await stores.failures.read('f')).toBe(0);
    await stores.failures.increment('g', 80);
    await sleep(150);
    expect(await stores.failures.read('g')).toBe(0);
    expect(await stores.failures.increment('g', 80)).toBe(1);
  });

  it('failure counter: parallel increments each get a count of their own (Redis: from two connections)', async () => {
    // the SMS code tries and the rate limits rest on this: no two callers may see the same count
    const counters = kind === 'redis' ? [stores.failures, other.failures] : [stores.failures];
    const counts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => counters[i % counters.length].increment('p', 60_000, false)),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });
});
