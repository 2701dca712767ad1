import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@weld/core';
import { MOBILE_PATTERN } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import { SmsCodeInput } from '../../widgets/sms-code/sms-code-input';

interface Values {
  mobile: string;
  captcha: string;
}

/** Mobile number and SMS code (smsmode '0'), then POST /sys/phoneLogin. */
export function PhoneLoginForm({ onSuccess, onError }: { onSuccess: (r: LoginResult) => void; onError: (text: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(false);

  const submit = async (v: Values) => {
    setLoading(true);
    try {
      onSuccess(await sessionApi.phoneLogin(v.mobile, v.captcha));
    } catch (e) {
      onError(errorText(e, t('web.login.failed')));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form<Values> form={form} size="large" onFinish={(v) => void submit(v)} name="phone-login">
      <Form.Item name="mobile" rules={[{ required: true, message: t('web.validation.mobileRequired') }, { pattern: MOBILE_PATTERN, message: t('web.validation.mobileInvalid') }]}>
        <Input prefix={<MobileOutlined />} placeholder={t('web.login.mobile')} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="captcha" rules={[{ required: true, message: t('web.sms.required') }]}>
        <SmsCodeInput smsmode="0" mobile={() => form.getFieldValue('mobile') as string | undefined} onError={onError} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('web.login.submit')}
      </Button>
    </Form>
  );
}
