import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import type { Verified } from './alteration-page';
import { NewPasswordFields } from './account-fields';

export function AlterationPasswordStep({
  verified,
  onDone,
  onError,
}: {
  verified: Verified;
  onDone: () => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [loading, setLoading] = useState(false);

  const submit = async (v: { password: string }) => {
    setLoading(true);
    try {
      await accountApi.passwordChange({
        username: verified.username,
        password: v.password,
        smscode: verified.smscode,
        phone: verified.phone,
      });
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
      <NewPasswordFields form={form} />
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('common.submit')}
      </Button>
    </Form>
  );
}
