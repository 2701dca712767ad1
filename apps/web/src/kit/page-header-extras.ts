import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/** What a page adds to its page head (spec shell §2 page wrapper), beside the route's title. */
export interface PageHeaderExtras {
  /** the page's own title in place of the route's (a screen of data an admin names, e.g. an online form) */
  title?: string;
  description?: string;
  /** a row of links under the title */
  links?: { title: string; href: string; icon?: ReactNode }[];
  /** an image on the head's right */
  extraImage?: string;
  /** the search flag: a large search box in the head, its value handed to the page */
  search?: { onSearch(value: string): void; placeholder?: string };
  /** tabs at the head's foot; the page keeps which is active */
  tabs?: { items: { key: string; title: string }[]; active: string; onChange(key: string): void };
}

type Listener = () => void;
const byPage = new Map<string, PageHeaderExtras>();
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The key of the page being rendered (its tab key), given by the keep-alive outlet: hidden kept pages keep their own head. */
export const PageKeyContext = createContext('');

/**
 * Gives the current page's head its link list, extra image, search box or tabs; they go when the page does.
 * Pass a memoised object, as each new one redraws the head.
 * @example usePageHeaderExtras(useMemo(() => ({ search: { onSearch: setKeyword } }), []))
 */
export function usePageHeaderExtras(extras: PageHeaderExtras): void {
  const key = useContext(PageKeyContext);
  useEffect(() => {
    byPage.set(key, extras);
    notify();
    return () => {
      if (byPage.get(key) === extras) byPage.delete(key);
      notify();
    };
  }, [key, extras]);
}

/** The extras of the page shown under `key`. */
export function usePageExtrasOf(key: string): PageHeaderExtras | undefined {
  return useSyncExternalStore(
    subscribe,
    () => byPage.get(key),
    () => undefined,
  );
}
