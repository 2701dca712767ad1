import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import type { Verified } from './alteration-page';
import { PasswordStrength } from './password-strength';
import { registerRules } from './register-rules';

export function AlterationPasswordStep({ verified, onDone, onError }: { verified: Verified; onDone: () => void; onError: (text: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const password = Form.useWatch('password', form) ?? '';
  const [loading, setLoading] = useState(false);
  const rules = registerRules(t);

  const submit = async (v: { password: string }) => {
    setLoading(true);
    try {
      await accountApi.passwordChange({ username: verified.username, password: v.password, smscode: verified.smscode, phone: verified.phone });
      onDone();
    } catch (e) {
      onError(errorText(e, t('web.alteration.changeFailed')));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={(v) => void submit(v)} name="alteration-password">
      <p>{t('web.alteration.account', { username: verified.username })}</p>
      <Form.Item name="password" rules={rules.password} extra={<PasswordStrength password={password} />}>
        <Input.Password placeholder={t('web.register.password')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" rules={rules.confirm} dependencies={['password']}>
        <Input.Password placeholder={t('web.register.confirm')} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('common.submit')}
      </Button>
    </Form>
  );
}
