import type { TFunction } from 'i18next';
import {
  fieldLabelKey,
  validateField,
  validationParams,
  type Field,
  type GridColumnType,
  type PublishedSubTable,
} from '@weld/core';
import type { WebGridColumn } from '../../../../../widgets/editable-grid';

/** The grid column type that edits a field kind; kinds without a grid editor are typed as text. */
function columnType(field: Field): GridColumnType {
  switch (field.kind) {
    case 'number':
    case 'money':
      return 'inputNumber';
    case 'dict':
      return field.look === 'radio' ? 'radio' : 'select';
    case 'multiDict':
      return 'list_multi';
    case 'date':
    case 'datetime':
      return field.kind;
    case 'user':
      return 'sel_user';
    case 'depart':
      return 'sel_depart';
    case 'file':
    case 'image':
      return field.kind;
    case 'switchYN':
      return 'checkbox';
    default:
      return 'input';
  }
}

/** Column widths by type: numbers and ticks narrow, pickers and texts wider. */
const WIDTHS: Partial<Record<GridColumnType, number>> = { inputNumber: 130, checkbox: 90, date: 150 };

/**
 * The editable grid's columns of a one-to-many sub table: one per shown field, checked on every cell by the same
 * `validateField` as the kit's form and the server (required, length, range, preset), in the user's language;
 * fields the caller's rights keep from changing are read-only; the design's statistics rows (合计, 平均) under
 * the fields it marks.
 * @example subGridColumns(passes, fields, t)
 */
export function subGridColumns(
  sub: PublishedSubTable,
  fields: readonly Field[],
  t: TFunction,
): WebGridColumn[] {
  const { definition, disabled, totals } = sub;
  return fields.map((field) => {
    const title = t(fieldLabelKey(definition, field.key));
    const type = columnType(field);
    return {
      key: field.key,
      title,
      type,
      width: WIDTHS[type] ?? 160,
      ...(field.dictCode ? { dictCode: field.dictCode } : {}),
      ...(type === 'checkbox' ? { customValue: ['Y', 'N'] as [unknown, unknown] } : {}),
      ...(field.default !== undefined ? { defaultValue: field.default } : {}),
      ...(disabled.includes(field.key) ? { disabled: true } : {}),
      ...(totals[field.key]?.length ? { statistics: totals[field.key] } : {}),
      validateRules: [
        {
          handler: (value: unknown) => {
            const key = validateField(field, value);
            return key ? t(key, validationParams(field, title)) : true;
          },
        },
      ],
    };
  });
}
