import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@weld/core';

/** Why a chunk failed: it never arrived in time, its script failed, or its stylesheet failed (spec shell §8). */
export type ChunkFailure = 'timeout' | 'script' | 'css';

/** Vite's preload helper ("Unable to preload CSS for …") and webpack-style loaders ("Loading CSS chunk … failed"). */
const CSS_FAILURE = /preload CSS|CSS chunk/i;

export class ChunkLoadError extends Error {
  readonly kind: ChunkFailure;
  constructor(message = 'chunk load timeout', kind: ChunkFailure = 'timeout') {
    super(message);
    this.name = 'ChunkLoadError';
    this.kind = kind;
  }
}

/** A page chunk that does not arrive within 120 s fails, so the route can offer a retry; a failing stylesheet is told apart (spec shell §8). */
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
        const message = e instanceof Error ? e.message : String(e);
        reject(new ChunkLoadError(message, CSS_FAILURE.test(message) ? 'css' : 'script'));
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
