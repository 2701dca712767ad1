import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStrongPassword } from '@weld/core';
import { errorText } from '../../../lib/api/error-text';
import { passwordDialogRules } from '../../../widgets/change-password/password-rules';
import { userAdminApi } from './user-api';

interface Props {
  /** the user whose password is reset; null: closed */
  username: string | null;
  onClose(): void;
}

interface Values {
  password: string;
  confirmpassword: string;
}

/** 重置密码: new password by policy and its confirmation (两次输入的密码不一样！); the user must change it at the next sign-in. */
export function ResetPasswordModal({ username, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rules = passwordDialogRules(t);
  const policy = {
    validator: async (_: unknown, value?: string) => {
      if (value && !isStrongPassword(value)) throw new Error(t('web.register.passwordPolicy'));
    },
  };

  const close = () => {
    form.resetFields();
    setError(null);
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !username) return;
    setSaving(true);
    setError(null);
    try {
      void message.success(await userAdminApi.changePassword({ username, ...values }));
      close();
    } catch (e) {
      setError(errorText(e, t('web.http.unknown')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={username !== null}
      title={`${t('web.sysUser.resetPassword')}：${username ?? ''}`}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="user-reset-password">
        <Form.Item name="password" label={t('web.sysUser.newPassword')} rules={[...rules.password, policy]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('web.sysUser.confirmPassword')}
          dependencies={['password']}
          rules={rules.confirmpassword}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
