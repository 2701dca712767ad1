import { describe, expect, it } from 'vitest';
import { HttpServerStats } from './http-server-stats';

describe('HttpServerStats', () => {
  it('averages the rate over the last minute and forgets older seconds', () => {
    let now = 1_000_000;
    const stats = new HttpServerStats(() => now);
    for (let i = 0; i < 30; i += 1) stats.answer('GET', '/api/a', 200, 5);
    now += 10_000; // 10 s old: the rate is over the 10 s the server has been up
    expect(stats.read().requests.perSecond).toBe(3);
    now += 30_000;
    for (let i = 0; i < 60; i += 1) stats.answer('GET', '/api/a', 200, 5);
    expect(stats.read().requests.perSecond).toBe(2.3); // 90 over the 40 s since start: 2.25
    now += 25_000; // the first 30 are now more than a minute old: 60 in the last 60 s
    expect(stats.read().requests.perSecond).toBe(1);
    now += 120_000;
    expect(stats.read().requests.perSecond).toBe(0);
    expect(stats.read().requests.answered).toBe(90);
  });

  it('gives each route its count, 5xx errors, mean, p95 and max', () => {
    const stats = new HttpServerStats(() => 0);
    for (let ms = 1; ms <= 100; ms += 1) stats.answer('GET', '/api/b', ms === 100 ? 503 : 200, ms);
    stats.answer('POST', '/api/c', 404, 3);
    stats.answer('GET', null, 404, 1);
    const { routes } = stats.read();
    expect(routes).toEqual([
      { method: 'GET', route: '/api/b', count: 100, errors: 1, meanMs: 50.5, p95Ms: 95, maxMs: 100 },
      { method: 'POST', route: '/api/c', count: 1, errors: 0, meanMs: 3, p95Ms: 3, maxMs: 3 },
    ]);
  });
});
