import type { ComponentType } from 'react';

/** A screen the menu opens, fetched as a chunk of its own the first time it is shown. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The screens a resource folder offers the menu, by component string (DESIGN.md §2), exported as `pages` from the
 * folder's `pages.ts`: `app/page-registry.ts` finds every such file, so a new screen touches its own folder only.
 */
export type PageEntries = Record<string, PageLoader>;

/** @example export const pages: PageEntries = { 'system/UserList': page(() => import('./user-page'), (m) => m.UserPage) } */
export function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): PageLoader {
  return () => load().then((m) => ({ default: pick(m) }));
}
