import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { LOCALES } from '@weld/core';
import { localeBack } from '../lib/locale-link';
import { switchLocale } from '../lib/switch-locale';

/**
 * Routes named after the locales (spec shell §2, §9): /zh_CN, /en_US, /ru_RU switch the language
 * (told to the server when signed in, kept in the browser) and load the page the link came from.
 */
export const localeRoutes: RouteObject[] = LOCALES.map((locale) => ({
  id: locale,
  path: `/${locale}`,
  loader: async ({ request }: LoaderFunctionArgs) => {
    const back = localeBack(new URL(request.url).search);
    await switchLocale(locale, () => window.location.replace(back));
    return null;
  },
  element: null,
}));
