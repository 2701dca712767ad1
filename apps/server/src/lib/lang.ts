import { DEFAULT_LOCALE, isLocale } from '@weld/core';
import type { Locale } from '@weld/core';

const byPrimary: Record<string, Locale> = { zh: 'zh_CN', en: 'en_US', ru: 'ru_RU' };

/**
 * The caller's language: X-Lang, then the first Accept-Language the product speaks, then zh_CN.
 * @example pickLocale('ru_RU', undefined) // 'ru_RU'
 */
export function pickLocale(xLang: string | string[] | undefined, acceptLanguage: string | undefined): Locale {
  const header = Array.isArray(xLang) ? xLang[0] : xLang;
  if (header) {
    const normalised = header.replace('-', '_');
    if (isLocale(normalised)) return normalised;
  }
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.split(';')[0].trim().toLowerCase();
      const locale = byPrimary[tag.slice(0, 2)];
      if (locale) return locale;
    }
  }
  return DEFAULT_LOCALE;
}
