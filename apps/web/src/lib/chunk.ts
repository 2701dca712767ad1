import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@weld/core';

export class ChunkLoadError extends Error {
  constructor(message = 'chunk load timeout') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** A page chunk that does not arrive within 120 s fails, so the route can offer a retry (spec shell §8). */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
    load.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(e instanceof Error ? e.message : String(e)));
      },
    );
  });
}

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** A data-router `lazy` that loads a page module under the chunk timeout. */
export function lazyPage(loader: PageLoader) {
  return async () => ({ Component: (await withChunkTimeout(loader())).default });
}
