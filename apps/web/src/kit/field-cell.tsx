import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Field } from '@weld/core';
import { UploadCell } from '../widgets/upload/upload-cell';

/** Kinds whose answers carry `<field>_dictText` (dictionaries and pickers with a lookup). */
const hasText = (field: Field) => Boolean(field.dictCode || field.lookup);

/**
 * What a list or detail shows for a field: the dictionary or lookup text when the server sent one,
 * 是/否 for switches, the stored value otherwise.
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
  if (value === null || value === undefined) return '';
  return String(value);
}
