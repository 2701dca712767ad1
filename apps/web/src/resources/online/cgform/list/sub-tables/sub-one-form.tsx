import { useEffect } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type PublishedSubTable } from '@weld/core';
import { FieldControl } from '../../../../../kit/field-control';
import { fieldRules, placeholderOf } from '../../../../../kit/form-rules';
import { toFormValues } from '../../../../../kit/form-values';
import type { Row } from '../../../../../kit/resource-api';
import { subFormFields } from './sub-fields';
import type { SubTablesController } from './use-sub-tables';

interface Props {
  sub: PublishedSubTable;
  controller: SubTablesController;
  /** the stored row of the opened record, none for a new one */
  row: Row | undefined;
}

/**
 * A one-to-one sub table as a plain form section of the main form: the kit's controls and rules of its fields
 * (the foreign key left out), in a form of its own that the save guard validates and reads.
 * @example <SubOneForm sub={approval} controller={subs} row={rows.ext_approval?.[0]} />
 */
export function SubOneForm({ sub, controller, row }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const fields = subFormFields(sub);
  const { forms } = controller;
  useEffect(() => {
    forms[sub.tableName] = form;
    return () => {
      forms[sub.tableName] = null;
    };
  }, [forms, form, sub.tableName]);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(fields, row));
    // the fields follow the sub's definition, which the row's sub is read with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, row]);
  return (
    <Form form={form} component={false} layout="vertical" name={`sub-${sub.tableName}`}>
      {fields.map((f) => {
        const label = t(fieldLabelKey(sub.definition, f.key));
        const placeholder = placeholderOf(f, label, t);
        return (
          <Form.Item key={f.key} name={f.key} label={label} rules={fieldRules(f, label, t)}>
            <FieldControl
              field={f}
              placeholder={placeholder}
              allowClear={!f.required}
              disabled={sub.disabled.includes(f.key)}
            />
          </Form.Item>
        );
      })}
    </Form>
  );
}
