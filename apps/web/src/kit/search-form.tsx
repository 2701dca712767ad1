import { useEffect, useRef, type ReactElement } from 'react';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type Field, type ResourceDefinition } from '@weld/core';
import { fieldKindPart } from '../widgets/field-kinds';
import { placeholderOf } from './form-rules';
import { fromFilters, toFilters } from './search-values';

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
  // a search remakes the form (see its key); the field Enter was pressed in gets the focus back, not the body
  const focusedId = useRef<string | null>(null);
  useEffect(() => {
    const id = focusedId.current;
    focusedId.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [filters]);
  if (fields.length === 0) return null;

  // a range is the kind's; otherwise a slot's control takes the place of the kind's filter
  const filter = (f: Field) => {
    const placeholder = placeholderOf(f, label(f.key), t);
    const own = f.search === 'range' ? undefined : controls?.[f.key];
    if (own)
      return (
        <Space.Compact>
          <Form.Item name={f.key} noStyle>
            {own({ field: f, placeholder })}
          </Form.Item>
        </Space.Compact>
      );
    const Filter = fieldKindPart(f.kind, 'Filter');
    return <Filter field={f} placeholder={placeholder} />;
  };

  return (
    <Form
      form={form}
      layout="inline"
      name={`${definition.name}-search`}
      initialValues={fromFilters(fields, filters)}
      key={JSON.stringify(filters)}
      onFinish={(values) => {
        focusedId.current = document.activeElement?.id || null;
        onSearch(toFilters(fields, values));
      }}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((f) => (
        // the control's own item is nested (noStyle), so the label names it through the id antd gives it
        <Form.Item
          key={f.key}
          label={label(f.key)}
          htmlFor={`${definition.name}-search_${f.key}`}
          style={{ minWidth: 220 }}
        >
          {filter(f)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('web.kit.search')}
          </Button>
          {/* emptied here: the remade form keeps its store's values, and without a search in effect it is not remade */}
          <Button
            onClick={() => {
              const typed = Object.keys(form.getFieldsValue(true));
              form.setFieldsValue(Object.fromEntries(typed.map((key) => [key, undefined])));
              onSearch({});
            }}
          >
            {t('web.kit.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
