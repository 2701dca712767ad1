import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './chunk';

describe('chunk load timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('fails after 120 s when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise<never>(() => undefined));
    const check = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await check;
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('passes a chunk that arrives in time and wraps a failing import', async () => {
    await expect(withChunkTimeout(Promise.resolve(42))).resolves.toBe(42);
    await expect(withChunkTimeout(Promise.reject(new Error('404 chunk')))).rejects.toMatchObject({
      message: '404 chunk',
      kind: 'script',
    });
  });

  it('tells a failing stylesheet from a failing script', async () => {
    await expect(
      withChunkTimeout(Promise.reject(new Error('Unable to preload CSS for /assets/user-page-x1.css'))),
    ).rejects.toMatchObject({ kind: 'css' });
    await expect(
      withChunkTimeout(
        Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/a.js')),
      ),
    ).rejects.toMatchObject({ kind: 'script' });
  });
});
