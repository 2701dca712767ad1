import { describe, expect, it } from 'vitest';
import { allMessages, localeKeys, translate } from './index';

describe('locales', () => {
  const zhKeys = localeKeys(allMessages.zh_CN).sort();

  it.each(['en_US', 'ru_RU'] as const)('%s has exactly the keys of zh_CN', (locale) => {
    expect(localeKeys(allMessages[locale]).sort()).toEqual(zhKeys);
  });

  it.each(['en_US', 'ru_RU'] as const)('%s leaves no text empty', (locale) => {
    const empty = localeKeys(allMessages[locale]).filter((k) => translate(locale, k).trim() === '');
    expect(empty).toEqual([]);
  });

  it('fills placeholders and falls back to the key', () => {
    expect(translate('en_US', 'common.copyright', { year: 2026 })).toContain('2026');
    expect(translate('ru_RU', 'no.such.key')).toBe('no.such.key');
  });
});
