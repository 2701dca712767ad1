import type { Locale } from '@weld/core';
import { sessionApi } from './api/session-api';
import { storeLocale } from './i18n/locale-store';
import { session } from './session';

/**
 * Language change (spec shell §4): tell the server when signed in, keep the choice, refresh the cached
 * dictionaries (their texts are in the old language since login), reload the page.
 */
export async function switchLocale(
  locale: Locale,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  if (session.token()) {
    try {
      await sessionApi.language(locale);
    } catch {
      // the choice is kept locally even when the server cannot store it
    }
  }
  storeLocale(locale);
  if (session.token()) {
    try {
      // asked after storeLocale, so the request already speaks the new language
      session.setDict(await sessionApi.allDictItems());
    } catch {
      // the old texts stay until the next login
    }
  }
  reload();
}
