import type { Cache } from './types';

/** In-process cache; values are copied through JSON so callers cannot mutate what is stored. */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, { json: string; expiresAt: number }>();

  async get<T>(key: string): Promise<T | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return JSON.parse(entry.json) as T;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.entries.set(key, { json: JSON.stringify(value), expiresAt: Date.now() + ttlMs });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async take<T>(key: string): Promise<T | null> {
    const value = await this.get<T>(key);
    this.entries.delete(key);
    return value;
  }

  async delPrefix(prefix: string): Promise<void> {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
