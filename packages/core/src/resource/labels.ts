import type { Locale } from '../shell/constants';
import { DEFAULT_LOCALE } from '../shell/constants';
import { translate } from '../locales';
import type { Field } from './define';

/** A text per language, as an admin types it for a field or resource defined at run time. */
export type LabelSet = Partial<Record<Locale, string>>;

/** The label in the language, else the Chinese one (the product's default), else the first one given. */
export function labelIn(labels: LabelSet | undefined, lang: Locale): string | null {
  if (!labels) return null;
  return labels[lang] || labels[DEFAULT_LOCALE] || Object.values(labels).find(Boolean) || null;
}

/** Label key of a field. @example fieldLabelKey(position, 'code') // 'resources.position.fields.code' */
export function fieldLabelKey(def: { name: string }, key: string): string {
  return `resources.${def.name}.fields.${key}`;
}

/** Label key of the resource. @example resourceTitleKey(position) // 'resources.position.title' */
export function resourceTitleKey(def: { name: string }): string {
  return `resources.${def.name}.title`;
}

/**
 * A field's name in a language: its own label when it has one (fields defined at run time), else its locale key.
 * @example fieldLabel(position, position.fields.code, 'en_US') // 'Code'
 */
export function fieldLabel(def: { name: string }, field: Pick<Field, 'key' | 'label'>, lang: Locale): string {
  return labelIn(field.label, lang) ?? translate(lang, fieldLabelKey(def, field.key));
}

/** A resource's name in a language: its own title when it has one, else its locale key. @example resourceTitle(position, 'zh_CN') // '职务' */
export function resourceTitle(def: { name: string; title?: LabelSet }, lang: Locale): string {
  return labelIn(def.title, lang) ?? translate(lang, resourceTitleKey(def));
}

/**
 * A resource's own labels in one language as locale texts under the locale-key convention
 * (`resources.<name>.title`, `resources.<name>.fields.<key>`), so screens that look labels up by key show them.
 * @example i18n.addResourceBundle('en_US', 'translation', labelTexts(def, 'en_US'), true, true)
 */
export function labelTexts(
  def: { name: string; title?: LabelSet; fields: Record<string, Pick<Field, 'key' | 'label'>> },
  lang: Locale,
): { resources: Record<string, { title?: string; fields: Record<string, string> }> } {
  const fields: Record<string, string> = {};
  for (const field of Object.values(def.fields)) {
    const text = labelIn(field.label, lang);
    if (text) fields[field.key] = text;
  }
  const title = labelIn(def.title, lang);
  return { resources: { [def.name]: { ...(title ? { title } : {}), fields } } };
}
