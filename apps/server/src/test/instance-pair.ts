import { randomBytes } from 'node:crypto';
import { createTestDatabase } from './databases';
import { flushPrefix } from './redis';
import { startServer } from './server';
import type { TestServer } from './server';
import type { Config } from '../config';

export interface InstancePair {
  a: TestServer;
  b: TestServer;
  /** stops both, drops the database and removes the pair's Redis keys */
  stop(): Promise<void>;
}

/**
 * Two real servers over one fresh SQLite database and one Redis (keys under a prefix of their own), as
 * two instances behind a load balancer; `overrides` is configuration both share.
 * @example const { a, b, stop } = await startInstancePair(process.env.TEST_REDIS_URL!)
 */
export async function startInstancePair(
  redisUrl: string,
  overrides: Partial<Config> = {},
): Promise<InstancePair> {
  const database = await createTestDatabase('sqlite');
  const redisPrefix = `weldtest:${randomBytes(4).toString('hex')}:`;
  const shared = { ...overrides, databaseUrl: database.url, redisUrl, redisPrefix };
  const a = await startServer('sqlite', shared);
  const b = await startServer('sqlite', shared).catch(async (err) => {
    await a.stop();
    throw err;
  });
  return {
    a,
    b,
    stop: async () => {
      await a.stop();
      await b.stop();
      await database.drop();
      await flushPrefix(redisUrl, redisPrefix);
    },
  };
}
