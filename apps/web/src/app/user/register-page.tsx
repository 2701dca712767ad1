import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import { MobileSmsFields, NewPasswordFields } from './account-fields';
import { registerRules } from './register-rules';
import { SmsDeliveryNotice } from './sms-delivery-notice';

interface Values {
  username: string;
  password: string;
  confirm: string;
  mobile: string;
  smscode: string;
  email?: string;
}

/** Self-registration: POST /sys/user/register, then the result page. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const rules = registerRules(t);

  const submit = async (v: Values) => {
    setLoading(true);
    try {
      await accountApi.register({
        username: v.username,
        password: v.password,
        phone: v.mobile,
        smscode: v.smscode,
        email: v.email?.trim() || undefined,
      });
      navigate(`/user/register-result?username=${encodeURIComponent(v.username)}`);
    } catch (e) {
      setError(errorText(e, t('web.register.failed')));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <h3 style={{ marginTop: 0 }}>{t('web.register.title')}</h3>
      <SmsDeliveryNotice />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} size="large" onFinish={(v) => void submit(v)} name="register">
        <Form.Item name="username" rules={rules.username}>
          <Input
            placeholder={t('web.register.username')}
            aria-label={t('web.register.username')}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item name="email" rules={rules.email}>
          <Input
            placeholder={t('web.register.email')}
            aria-label={t('web.register.email')}
            autoComplete="email"
            inputMode="email"
            maxLength={100}
          />
        </Form.Item>
        <NewPasswordFields form={form} />
        <MobileSmsFields form={form} smsmode="1" mobileRules={rules.mobile} onError={setError} />
        {/* long translations (Russian) put the link on its own line rather than over the button */}
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
          }}
        >
          <Button type="primary" htmlType="submit" loading={loading} style={{ minWidth: 160 }}>
            {t('web.register.submit')}
          </Button>
          <Link to="/user/login">{t('web.register.toLogin')}</Link>
        </div>
      </Form>
    </div>
  );
}
