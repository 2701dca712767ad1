import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Field } from '@weld/core';
import type { FieldKindParts } from './kind-parts';

/** The text the server sent beside a coded value (`<field>_dictText` of dictionaries and pickers with a lookup). */
function sentText(field: Field, record: Record<string, unknown>): string | null {
  if (!field.dictCode && !field.lookup) return null;
  const text = record[`${field.key}_dictText`];
  return text === undefined || text === null || text === '' ? null : String(text);
}

/**
 * A kind's cell text: the server's text of a coded value when it sent one, else what `show` makes of the value.
 * @example const cellText = sentTextOr((value) => String(value ?? ''))
 */
export function sentTextOr(show: (value: unknown, t: TFunction) => ReactNode): FieldKindParts['cellText'] {
  return (field, record, t) => sentText(field, record) ?? show(record[field.key], t);
}

/** The stored value as text; empty for none. */
export const plainText = sentTextOr((value) => (value === null || value === undefined ? '' : String(value)));
