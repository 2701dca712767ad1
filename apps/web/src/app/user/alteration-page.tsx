import { useState } from 'react';
import { Alert, Button, Result, Steps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlterationPasswordStep } from './alteration-password-step';
import { AlterationVerifyStep } from './alteration-verify-step';
import { SmsDeliveryNotice } from './sms-delivery-notice';

export interface Verified {
  username: string;
  smscode: string;
  phone: string;
}

/** Forgotten password: verify the phone with an SMS code, set a new password, done. */
export function AlterationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <div>
      <h3 style={{ marginTop: 0 }}>{t('web.alteration.title')}</h3>
      <Steps
        current={current}
        size="small"
        style={{ marginBottom: 24 }}
        items={[
          { title: t('web.alteration.stepVerify') },
          { title: t('web.alteration.stepPassword') },
          { title: t('web.alteration.stepDone') },
        ]}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {current === 0 && <SmsDeliveryNotice />}
      {current === 0 && (
        <AlterationVerifyStep
          onError={setError}
          onVerified={(v) => {
            setError(null);
            setVerified(v);
            setCurrent(1);
          }}
        />
      )}
      {current === 1 && verified && (
        <AlterationPasswordStep
          verified={verified}
          onError={setError}
          onDone={() => {
            setError(null);
            setCurrent(2);
          }}
        />
      )}
      {current === 2 && (
        <Result
          status="success"
          title={t('web.alteration.doneTitle')}
          subTitle={t('web.alteration.doneText', { username: verified?.username ?? '' })}
          extra={
            <Button type="primary" onClick={() => navigate('/user/login')}>
              {t('web.register.toLogin')}
            </Button>
          }
        />
      )}
      {current < 2 && (
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Link to="/user/login">{t('web.register.toLogin')}</Link>
        </div>
      )}
    </div>
  );
}
