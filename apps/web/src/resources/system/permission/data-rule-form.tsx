import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_RULE_CONDITIONS, type DataRule } from '@weld/core';
import { permissionApi, type RuleInput } from './permission-api';

export interface FieldChoice {
  value: string;
  label: string;
}

interface Props {
  permissionId: string;
  /** the rule edited, 'new' for a new one, null when closed */
  rule: DataRule | 'new' | null;
  /** fields of the menu's resource; free text when the menu shows none the web app knows */
  fields: FieldChoice[];
  onClose(): void;
  onSaved(): Promise<void> | void;
}

const CONDITION_LABELS: Record<string, string> = {
  '=': 'condEq',
  '>': 'condGt',
  '>=': 'condGe',
  '<': 'condLt',
  '<=': 'condLe',
  '!=': 'condNe',
  IN: 'condIn',
  LIKE: 'condLike',
  LEFT_LIKE: 'condLeftLike',
  RIGHT_LIKE: 'condRightLike',
};

/** 新增规则 / 编辑规则: name, field, condition (never SQL), value with system variables, status. */
export function DataRuleForm({ permissionId, rule, fields, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleInput>();
  const [saving, setSaving] = useState(false);
  const label = (key: string) => t(`resources.dataRule.fields.${key}`);
  const required = (key: string) => [
    { required: true, message: t('web.kit.required', { label: label(key) }) },
  ];

  useEffect(() => {
    if (!rule) return;
    form.resetFields();
    form.setFieldsValue(rule === 'new' ? { ruleConditions: '=', status: '1' } : rule);
  }, [rule, form]);

  async function submit() {
    // antd marks the refused fields itself
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: RuleInput = { ...values, permissionId, ...(rule && rule !== 'new' ? { id: rule.id } : {}) };
    setSaving(true);
    const done = await (body.id ? permissionApi.editRule(body) : permissionApi.addRule(body)).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (!done) return;
    void message.success(t('web.kit.saved'));
    await onSaved();
    onClose();
  }

  return (
    <Modal
      open={rule !== null}
      title={t(rule === 'new' ? 'web.sysPermission.ruleAdd' : 'web.sysPermission.ruleEdit')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      forceRender
    >
      <Form form={form} layout="vertical" name="data-rule-form">
        <Form.Item name="ruleName" label={label('ruleName')} rules={required('ruleName')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="ruleColumn" label={label('ruleColumn')} rules={required('ruleColumn')}>
          {fields.length > 0 ? (
            <Select options={fields} showSearch optionFilterProp="label" />
          ) : (
            <Input maxLength={50} />
          )}
        </Form.Item>
        <Form.Item name="ruleConditions" label={label('ruleConditions')} rules={required('ruleConditions')}>
          <Select
            options={DATA_RULE_CONDITIONS.map((c) => ({
              value: c,
              label: `${c}  ${t(`web.sysPermission.${CONDITION_LABELS[c]}`)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="ruleValue"
          label={label('ruleValue')}
          rules={required('ruleValue')}
          extra={t('web.sysPermission.ruleHelp')}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="status" label={label('status')}>
          <Radio.Group
            options={[
              { value: '1', label: t('web.sysPermission.statusOn') },
              { value: '0', label: t('web.sysPermission.statusOff') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
