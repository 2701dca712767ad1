import { Button, Col, Empty, Form, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LINKAGE_EFFECTS, type LinkageRule } from '@weld/core';
import { useDictOptions } from '../../../../lib/use-dict-options';

export interface RuleField {
  value: string;
  label: string;
  /** the field's dictionary code: its items are offered as values */
  dictCode?: string | null;
}

const K = 'web.cgform.enhance';

/** Values typed or picked from the field's dictionary. */
function ValuesSelect({
  dictCode,
  label,
  ...rest
}: {
  dictCode?: string | null;
  label: string;
  value?: string[];
  onChange?(v: string[]): void;
}) {
  const { t } = useTranslation();
  const options = useDictOptions(dictCode || undefined);
  return (
    <Select
      {...rest}
      aria-label={label}
      mode="tags"
      tokenSeparators={[',']}
      placeholder={t(`${K}.rules.valuesHint`)}
      options={options.map((o) => ({ value: String(o.value), label: `${o.label} (${o.value})` }))}
    />
  );
}

/** One rule's row: when <field> is <values>, then <effect> <target> (options: its choices). */
function RuleRow({ index, fields, onRemove }: { index: number; fields: RuleField[]; onRemove(): void }) {
  const { t } = useTranslation();
  const field = Form.useWatch(['rules', index, 'field']) as string | undefined;
  const target = Form.useWatch(['rules', index, 'target']) as string | undefined;
  const effect = Form.useWatch(['rules', index, 'effect']) as string | undefined;
  const dictOf = (name: string | undefined) => fields.find((f) => f.value === name)?.dictCode;
  const picker = (label: string) => (
    <Select aria-label={label} options={fields} showSearch optionFilterProp="label" />
  );
  return (
    <Row gutter={8} align="top">
      <Col span={5}>
        <Form.Item name={[index, 'field']} label={t(`${K}.rules.field`)}>
          {picker(t(`${K}.rules.field`))}
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[index, 'values']} label={t(`${K}.rules.values`)}>
          <ValuesSelect dictCode={dictOf(field)} label={t(`${K}.rules.values`)} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name={[index, 'effect']} label={t(`${K}.rules.effect`)}>
          <Select
            aria-label={t(`${K}.rules.effect`)}
            options={LINKAGE_EFFECTS.map((e) => ({ value: e, label: t(`${K}.effects.${e}`) }))}
          />
        </Form.Item>
      </Col>
      <Col span={effect === 'options' ? 4 : 8}>
        <Form.Item name={[index, 'target']} label={t(`${K}.rules.target`)}>
          {picker(t(`${K}.rules.target`))}
        </Form.Item>
      </Col>
      {effect === 'options' && (
        <Col span={4}>
          <Form.Item name={[index, 'options']} label={t(`${K}.rules.options`)}>
            <ValuesSelect dictCode={dictOf(target)} label={t(`${K}.rules.options`)} />
          </Form.Item>
        </Col>
      )}
      <Col span={1} style={{ paddingTop: 30 }}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t(`${K}.buttons.remove`)}
          onClick={onRemove}
        />
      </Col>
    </Row>
  );
}

/** A new rule: show a field when another holds a value. */
const newRule = (): Partial<LinkageRule> => ({ values: [], effect: 'show' });

/**
 * A form's field linkage rules as rows of pickers: when field A holds one of the values, show, hide, require,
 * make read-only or limit the choices of field B.
 * @example <Form form={form}><RuleList fields={fields} /></Form>
 */
export function RuleList({ fields }: { fields: RuleField[] }) {
  const { t } = useTranslation();
  return (
    <Form.List name="rules">
      {(items, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {items.length === 0 && <Empty description={t(`${K}.rules.empty`)} />}
          {items.map((item) => (
            <RuleRow key={item.key} index={item.name} fields={fields} onRemove={() => remove(item.name)} />
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(newRule())}>
            {t(`${K}.rules.add`)}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
