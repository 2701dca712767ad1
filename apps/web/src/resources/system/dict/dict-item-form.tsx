import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictItem, fieldLabelKey } from '@weld/core';
import { FieldControl } from '../../../kit/field-control';
import { fieldRules, placeholderOf } from '../../../kit/form-rules';
import type { useResourceForm } from '../../../kit/use-resource-form';

interface Props {
  form: ReturnType<typeof useResourceForm>;
  /** after a save went through: the dictionaries of the browser are reloaded */
  onSaved(): Promise<void>;
}

/** Add or edit one item; the dictionary travels as a hidden field, the server's refusals land on their fields. */
export function DictItemForm({ form, onSaved }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(fieldLabelKey(dictItem, key));
  const shown = form.fields.filter((f) => f.key !== 'dictId');
  async function save() {
    await form.save();
  }
  return (
    <Modal
      open={form.mode === 'create' || form.mode === 'edit'}
      title={t(form.mode === 'edit' ? 'web.kit.editTitle' : 'web.kit.createTitle')}
      onCancel={form.close}
      onOk={() => void save()}
      confirmLoading={form.saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      afterOpenChange={(open) => !open && void onSaved()}
      forceRender
    >
      {form.error && <Alert type="error" showIcon title={form.error} style={{ marginBottom: 16 }} />}
      <Form {...form.formProps}>
        <Form.Item name="dictId" hidden>
          <Input />
        </Form.Item>
        {shown.map((f) => (
          <Form.Item key={f.key} name={f.key} label={label(f.key)} rules={fieldRules(f, label(f.key), t)}>
            <FieldControl
              field={f}
              placeholder={placeholderOf(f, label(f.key), t)}
              allowClear={!f.required}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
