import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { validateField, validationParams, type Field } from '@weld/core';
import { toWireValue } from './form-values';

/**
 * Ant Design rules of a field: the same `validateField` the server runs, messages in the user's
 * language with the field's label.
 * @example <Form.Item rules={fieldRules(field, label, t)} />
 */
export function fieldRules(field: Field, label: string, t: TFunction): Rule[] {
  return [
    {
      required: field.required,
      validator: async (_rule, value: unknown) => {
        const key = validateField(field, toWireValue(field, value));
        if (key) throw new Error(t(key, validationParams(field, label)));
      },
    },
  ];
}
