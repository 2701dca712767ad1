import type { ReactElement } from 'react';
import { Button, DatePicker, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type Field, type ResourceDefinition } from '@weld/core';
import { FieldControl } from './field-control';
import { fromFilters, toFilters } from './search-values';
import { YesNoFilter } from './yes-no-filter';

/** A search control in place of the kind's (a select fed by another resource); its Form.Item hands it value and onChange. */
export type SearchControlSlot = (ctx: { field: Field; placeholder: string }) => ReactElement;

interface Props {
  definition: ResourceDefinition;
  fields: readonly Field[];
  filters: Record<string, string>;
  onSearch(filters: Record<string, string>): void;
  /** search controls by field key, in place of the kit's */
  controls?: Partial<Record<string, SearchControlSlot>>;
}

/** The search form of a list, generated from the definition's searchable fields. */
export function SearchForm({ definition, fields, filters, onSearch, controls }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const label = (key: string) => t(fieldLabelKey(definition, key));
  if (fields.length === 0) return null;

  const control = (f: Field) => {
    if (f.search === 'range' && (f.kind === 'date' || f.kind === 'datetime')) {
      // 220 px keeps two dates readable and the row inside a 375 px screen
      return <DatePicker.RangePicker placeholder={[t('web.kit.rangeStart'), t('web.kit.rangeEnd')]} style={{ width: 220 }} />;
    }
    if (f.search === 'range') return <InputNumber placeholder={t('web.kit.rangeStart')} />;
    const placeholder = t(f.dictCode ? 'web.kit.selectPlaceholder' : 'web.kit.inputPlaceholder', { label: label(f.key) });
    const own = controls?.[f.key];
    if (own) return own({ field: f, placeholder });
    if (f.kind === 'switchYN') return <YesNoFilter style={{ width: 200 }} />;
    return <FieldControl field={f} placeholder={placeholder} allowClear style={{ width: 200 }} />;
  };

  return (
    <Form form={form} layout="inline" name={`${definition.name}-search`} initialValues={fromFilters(fields, filters)} key={JSON.stringify(filters)}
      onFinish={(values) => onSearch(toFilters(fields, values))} style={{ rowGap: 12, marginBottom: 16 }}>
      {fields.map((f) => (
        <Form.Item key={f.key} label={label(f.key)} style={{ minWidth: 220 }}>
          <Space.Compact>
            <Form.Item name={f.key} noStyle>{control(f)}</Form.Item>
            {f.search === 'range' && f.kind !== 'date' && f.kind !== 'datetime' && (
              <Form.Item name={`${f.key}_end`} noStyle><InputNumber placeholder={t('web.kit.rangeEnd')} /></Form.Item>
            )}
          </Space.Compact>
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('web.kit.search')}</Button>
          {/* emptied here too: with no search in effect the form is not remade, and what was typed would stay */}
          <Button onClick={() => { form.resetFields(); onSearch({}); }}>{t('web.kit.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
