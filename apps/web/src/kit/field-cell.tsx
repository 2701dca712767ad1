import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Field } from '@weld/core';
import { fieldKindPart } from '../widgets/field-kinds';

/**
 * What a list or detail shows for a field, by its kind (the field-kind registry): the dictionary or lookup
 * text when the server sent one, 是/否 for switches, the text of rich text, the stored value otherwise.
 * @example fieldText(position.fields.postRank, record, t) // '高级'
 */
export function fieldText(field: Field, record: Record<string, unknown>, t: TFunction): ReactNode {
  return fieldKindPart(field.kind, 'cellText')(field, record, t);
}
