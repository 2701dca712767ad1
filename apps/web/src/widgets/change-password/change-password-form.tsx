import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import { passwordDialogRules } from './password-rules';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** Old, new and confirmed password; posts /sys/user/updatePassword and reports the server's answer. */
export function ChangePasswordForm({
  username,
  onDone,
  footer,
}: {
  username: string;
  onDone: () => void;
  footer?: (submitting: boolean) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const rules = passwordDialogRules(t);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await sessionApi.updatePassword({ username, ...values });
      message.success(t('web.password.success'));
      form.resetFields();
      onDone();
    } catch (e) {
      message.warning(errorText(e, t('web.password.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      onFinish={(v) => void submit(v)}
      id="change-password-form"
      style={{ marginTop: 24 }}
    >
      <Form.Item name="oldpassword" label={t('web.password.old')} rules={rules.oldpassword}>
        <Input.Password autoComplete="current-password" placeholder={t('web.password.oldPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('web.password.new')}
        rules={rules.password}
        extra={t('web.password.rule')}
      >
        <Input.Password autoComplete="new-password" placeholder={t('web.password.newPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('web.password.confirm')}
        rules={rules.confirmpassword}
        dependencies={['password']}
      >
        <Input.Password autoComplete="new-password" placeholder={t('web.password.confirmPlaceholder')} />
      </Form.Item>
      {footer ? (
        footer(submitting)
      ) : (
        <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('common.submit')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
