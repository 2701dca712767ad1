import { DEFAULT_LOCALE, isLocale, type Locale } from '@weld/core';

const KEY = 'weld.locale';

/** The chosen interface language, kept in localStorage (spec shell §9). */
export function storedLocale(): Locale {
  const value = localStorage.getItem(KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(KEY, locale);
}
