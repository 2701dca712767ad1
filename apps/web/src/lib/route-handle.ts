import type { MenuMeta } from '@weld/core';

/** What every route carries in `handle`: menu routes their meta, static routes a title key. */
export interface RouteHandle {
  name?: string;
  meta?: MenuMeta & { description?: string };
  titleKey?: string;
}

export function handleOf(value: unknown): RouteHandle {
  return (value && typeof value === 'object' ? value : {}) as RouteHandle;
}
