import { LOCALES, type Locale } from '@weld/core';

/** Where a language link returns: a path of this site only (`/x`, never `//host` or a full address). */
export function localeBack(search: string): string {
  const back = new URLSearchParams(search).get('back') ?? '';
  return back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/';
}

/**
 * A language item's link: the route named after the locale, returning to the page it was chosen on.
 * @example localeHref('ru_RU', '/isystem/position') // '/ru_RU?back=%2Fisystem%2Fposition'
 */
export function localeHref(locale: Locale, from: string): string {
  return `/${locale}?back=${encodeURIComponent(from)}`;
}

export const isLocalePath = (path: string) => LOCALES.some((l) => path === `/${l}`);
