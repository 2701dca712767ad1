import { Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ASSIGNMENT_SOURCES,
  BUTTON_ICONS,
  BUTTON_KINDS,
  BUTTON_POSITIONS,
  BUTTON_STYLES,
  BUTTON_VARIABLES,
  type CgformButton,
} from '@weld/core';
import { BUTTON_ICON_NODES } from './button-icons';

export interface FieldChoice {
  value: string;
  label: string;
}

interface Props {
  /** fields a button may set (not the key nor the audit columns) */
  settable: FieldChoice[];
  /** every field of the design (a value may come from any) */
  fields: FieldChoice[];
  /** the registered server actions' names */
  actions: string[];
}

const K = 'web.cgform.enhance';

/** A new button: a row button that sets one field to a constant. */
export const newButton = (n: number): CgformButton => ({
  buttonCode: `btn${n}`,
  buttonName: '',
  buttonIcon: null,
  buttonStyle: 'button',
  optPosition: 'row',
  optType: 'update',
  orderNum: n,
  assignments: [{ field: '', source: 'constant', value: '' }],
  actionName: null,
});

/** The value control of one assignment by its source: text for a constant, a choice of variables or fields. */
function AssignmentValue({
  at,
  fields,
  ...control
}: {
  at: (string | number)[];
  fields: FieldChoice[];
  /** what Form.Item hands its control */
  id?: string;
  value?: string;
  onChange?(value: unknown): void;
}) {
  const { t } = useTranslation();
  const source = Form.useWatch(['buttons', ...at, 'source']) as string | undefined;
  if (source === 'variable')
    return (
      <Select
        {...control}
        aria-label={t(`${K}.buttons.value`)}
        options={BUTTON_VARIABLES.map((v) => ({ value: v, label: t(`${K}.variables.${v}`) }))}
      />
    );
  if (source === 'field')
    return (
      <Select
        {...control}
        aria-label={t(`${K}.buttons.value`)}
        options={fields}
        showSearch
        optionFilterProp="label"
      />
    );
  return (
    <Input
      id={control.id}
      value={control.value}
      onChange={(e) => control.onChange?.(e.target.value)}
      aria-label={t(`${K}.buttons.value`)}
      maxLength={2000}
    />
  );
}

/** What a button does: its assignments (field ← constant, system variable or another field) or a registered action. */
function ButtonAction({ index, settable, fields, actions }: Props & { index: number }) {
  const { t } = useTranslation();
  const kind = Form.useWatch(['buttons', index, 'optType']) as string | undefined;
  if (kind === 'action')
    return (
      <Form.Item name={[index, 'actionName']} label={t(`${K}.buttons.action`)}>
        <Select
          options={actions.map((a) => ({ value: a, label: t(`${K}.registered.${a}`, { defaultValue: a }) }))}
        />
      </Form.Item>
    );
  return (
    <Form.List name={[index, 'assignments']}>
      {(items, { add, remove }) => (
        <>
          {items.map((item) => (
            <Row gutter={8} key={item.key} align="top">
              <Col span={8}>
                <Form.Item name={[item.name, 'field']} label={t(`${K}.buttons.field`)}>
                  <Select
                    aria-label={t(`${K}.buttons.field`)}
                    options={settable}
                    showSearch
                    optionFilterProp="label"
                  />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name={[item.name, 'source']} label={t(`${K}.buttons.source`)}>
                  <Select
                    options={ASSIGNMENT_SOURCES.map((s) => ({ value: s, label: t(`${K}.sources.${s}`) }))}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name={[item.name, 'value']} label={t(`${K}.buttons.value`)}>
                  <AssignmentValue at={[index, 'assignments', item.name]} fields={fields} />
                </Form.Item>
              </Col>
              <Col span={2} style={{ paddingTop: 30 }}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t(`${K}.buttons.remove`)}
                  onClick={() => remove(item.name)}
                />
              </Col>
            </Row>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => add({ field: '', source: 'constant', value: '' })}
          >
            {t(`${K}.buttons.addAssignment`)}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/**
 * The custom buttons of a form as structured pickers (code, label, icon, style, place, order, what it does): no
 * SQL or script is typed anywhere.
 * @example <Form form={form}><ButtonList settable={settable} fields={fields} actions={actions} /></Form>
 */
export function ButtonList(props: Props) {
  const { t } = useTranslation();
  const choice = (group: string, list: readonly string[]) =>
    list.map((v) => ({ value: v, label: t(`${K}.${group}.${v}`) }));
  return (
    <Form.List name="buttons">
      {(items, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {items.length === 0 && <Empty description={t(`${K}.buttons.empty`)} />}
          {items.map((item, i) => (
            <Card
              key={item.key}
              size="small"
              title={`#${i + 1}`}
              extra={
                <Button type="link" danger size="small" onClick={() => remove(item.name)}>
                  {t(`${K}.buttons.remove`)}
                </Button>
              }
            >
              <Row gutter={8}>
                <Col span={6}>
                  <Form.Item name={[item.name, 'buttonCode']} label={t(`${K}.buttons.code`)}>
                    <Input maxLength={50} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[item.name, 'buttonName']} label={t(`${K}.buttons.name`)}>
                    <Input maxLength={50} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[item.name, 'buttonIcon']} label={t(`${K}.buttons.icon`)}>
                    <Select
                      allowClear
                      options={BUTTON_ICONS.map((v) => ({
                        value: v,
                        label: (
                          <Space>
                            {BUTTON_ICON_NODES[v]}
                            {v}
                          </Space>
                        ),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[item.name, 'optPosition']} label={t(`${K}.buttons.position`)}>
                    <Select options={choice('positions', BUTTON_POSITIONS)} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[item.name, 'orderNum']} label={t(`${K}.buttons.order`)}>
                    <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[item.name, 'buttonStyle']} label={t(`${K}.buttons.style`)}>
                    <Select options={choice('styles', BUTTON_STYLES)} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name={[item.name, 'optType']} label={t(`${K}.buttons.kind`)}>
                    <Select options={choice('kinds', BUTTON_KINDS)} />
                  </Form.Item>
                </Col>
              </Row>
              <ButtonAction index={item.name} {...props} />
            </Card>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => add(newButton(items.length + 1))}
          >
            {t(`${K}.buttons.add`)}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
