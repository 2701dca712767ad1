import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Field } from '@weld/core';
import { UploadCell } from '../widgets/upload/upload-cell';

/** Kinds whose answers carry `<field>_dictText` (dictionaries and pickers with a lookup). */
const hasText = (field: Field) => Boolean(field.dictCode || field.lookup);

/** The text of stored HTML: DOMParser builds an inert document (no script runs, nothing loads). */
function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style')) node.remove();
  return doc.body.textContent ?? '';
}

/**
 * What a list or detail shows for a field: the dictionary or lookup text when the server sent one,
 * 是/否 for switches, the text of rich text, the stored value otherwise.
 * @example fieldText(position.fields.postRank, record, t) // '高级'
 */
export function fieldText(field: Field, record: Record<string, unknown>, t: TFunction): ReactNode {
  const value = record[field.key];
  if (hasText(field)) {
    const text = record[`${field.key}_dictText`];
    if (text !== undefined && text !== null && text !== '') return String(text);
  }
  if (field.kind === 'image' || field.kind === 'file') return <UploadCell kind={field.kind} value={value} />;
  if (field.kind === 'switchYN') return value === 'Y' ? t('web.kit.yes') : value === 'N' ? t('web.kit.no') : '';
  if (field.kind === 'richText') return typeof value === 'string' ? htmlText(value) : '';
  if (value === null || value === undefined) return '';
  return String(value);
}
