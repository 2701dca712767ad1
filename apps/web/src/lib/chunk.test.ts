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
  });

  it('passes a chunk that arrives in time and wraps a failing import', async () => {
    await expect(withChunkTimeout(Promise.resolve(42))).resolves.toBe(42);
    await expect(withChunkTimeout(Promise.reject(new Error('404 chunk')))).rejects.toThrow('404 chunk');
  });
});
