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

/**
 * A field's placeholder: 请选择 for what is chosen (a dictionary, or a key of another table picked by its name:
 * users, departments, categories, linked selects), 请输入 for what is typed.
 * @example <FieldControl placeholder={placeholderOf(field, '系列', t)} />
 */
export function placeholderOf(field: Field, label: string, t: TFunction): string {
  const chosen = Boolean(field.dictCode || field.lookup);
  return t(chosen ? 'web.kit.selectPlaceholder' : 'web.kit.inputPlaceholder', { label });
}
