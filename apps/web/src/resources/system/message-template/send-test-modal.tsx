import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { message as history, parseValues, renderTemplate, TEMPLATE_TYPE } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { UserPicker } from '../../../widgets/user-picker/user-picker';

interface SendResult {
  total: number;
  sent: number;
  failed: number;
}

const RECEIVER_HINTS: Record<string, string> = {
  [TEMPLATE_TYPE.sms]: 'web.messageTemplate.receiverSms',
  [TEMPLATE_TYPE.email]: 'web.messageTemplate.receiverEmail',
  [TEMPLATE_TYPE.system]: 'web.messageTemplate.receiverSystem',
};

/**
 * 发送测试 of a template: receivers (mobiles, addresses, or users picked for a system notice), the values
 * as JSON (the template's test data to begin with) and a live preview; sends through
 * `/sys/message/sysMessageTemplate/sendMsg` and reports how many went out.
 * @example <SendTestModal template={row} onClose={close} />
 */
export function SendTestModal({ template, onClose }: { template: Row | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ receiver: string; params: string }>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  const params = Form.useWatch('params', form) ?? '';
  const values = parseValues(params);
  const preview = values ? renderTemplate(String(template?.templateContent ?? ''), values).text : null;
  const type = String(template?.templateType ?? '');

  useEffect(() => {
    if (!template) return;
    setResult(null);
    form.setFieldsValue({ receiver: '', params: String(template.templateTestJson ?? '{}') });
  }, [template, form]);

  const send = async () => {
    // the form marks what is wrong; nothing is sent then
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    setSending(true);
    try {
      const answer = await http.post<SendResult>('/sys/message/sysMessageTemplate/sendMsg', {
        templateCode: template?.templateCode,
        receiver: fields.receiver,
        params: fields.params,
      });
      setResult(unwrap(answer));
      void message.info(answer.message);
      void queryClient.invalidateQueries({ queryKey: resourceKeys(history.name).all });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={template !== null}
      title={t('web.messageTemplate.sendTitle', { name: String(template?.templateName ?? '') })}
      onCancel={onClose}
      okText={t('web.messageTemplate.send')}
      onOk={() => void send()}
      confirmLoading={sending}
      width={640}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="receiver"
          label={t('web.messageTemplate.receiver')}
          extra={t(RECEIVER_HINTS[type] ?? 'web.messageTemplate.receiver')}
          rules={[{ required: true, message: t(RECEIVER_HINTS[type] ?? 'web.messageTemplate.receiver') }]}
        >
          {type === TEMPLATE_TYPE.system ? <UserPicker multiple /> : <Input allowClear />}
        </Form.Item>
        <Form.Item
          name="params"
          label={t('web.messageTemplate.values')}
          rules={[
            {
              validator: async (_r, v: string) => {
                if (v?.trim() && !parseValues(v)) throw new Error(t('web.messageTemplate.badJson'));
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
      {preview !== null && (
        <>
          <Typography.Text type="secondary">{t('web.messageTemplate.preview')}</Typography.Text>
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', background: 'rgba(0,0,0,0.02)', padding: 8, borderRadius: 6 }}
          >
            {preview}
          </Typography.Paragraph>
        </>
      )}
      {result && (
        <Alert
          type={result.failed ? 'warning' : 'success'}
          showIcon
          title={t('web.messageTemplate.result', { ...result })}
        />
      )}
    </Modal>
  );
}
