import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import type { Verified } from './alteration-page';
import { MobileSmsFields } from './account-fields';
import { registerRules } from './register-rules';

export function AlterationVerifyStep({
  onVerified,
  onError,
}: {
  onVerified: (v: Verified) => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ mobile: string; smscode: string }>();
  const [loading, setLoading] = useState(false);

  const submit = async (v: { mobile: string; smscode: string }) => {
    setLoading(true);
    try {
      const r = await accountApi.phoneVerification(v.mobile, v.smscode);
      onVerified({ username: r.username, smscode: r.smscode, phone: v.mobile });
    } catch (e) {
      onError(errorText(e, t('web.alteration.verifyFailed')));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={(v) => void submit(v)} name="alteration-verify">
      <MobileSmsFields
        form={form}
        smsmode="2"
        mobileRules={registerRules(t).recoveryMobile}
        onError={onError}
      />
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('web.alteration.next')}
      </Button>
    </Form>
  );
}
