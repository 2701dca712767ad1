import { isLocale, labelTexts, type ResourceDefinition } from '@weld/core';
import { i18n } from './i18n';

/**
 * The labels a resource defined at run time carries (per language, typed by an admin) join the texts of the
 * language shown, under the locale-key convention, so every screen that names fields by key shows them. Kept
 * out of `lib/i18n` so the entry does not carry core's label code.
 * @example registerResourceLabels(definition)
 */
export function registerResourceLabels(def: ResourceDefinition): void {
  const locale = isLocale(i18n.language) ? i18n.language : 'zh_CN';
  i18n.addResourceBundle(locale, 'translation', labelTexts(def, locale), true, true);
}
