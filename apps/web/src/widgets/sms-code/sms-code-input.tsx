import { useEffect, useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';

export const SMS_COUNTDOWN_S = 60;

interface Props {
  value?: string;
  onChange?: (v: string) => void;
  /** the mobile number the code goes to, read when the button is pressed */
  mobile: () => string | undefined;
  smsmode: '0' | '1' | '2';
  onError: (text: string) => void;
  onSent?: () => void;
}

/** SMS code field with its send button and 60 s countdown (login, register, alteration). */
export function SmsCodeInput({ value, onChange, mobile, smsmode, onError, onSent }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const number = mobile() ?? '';
    if (!MOBILE_PATTERN.test(number)) {
      onError(t('web.validation.mobileInvalid'));
      return;
    }
    setSending(true);
    try {
      await sessionApi.sendSms(number, smsmode);
      setLeft(SMS_COUNTDOWN_S);
      onSent?.();
    } catch (e) {
      onError(errorText(e, t('web.sms.failed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input size="large" value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={t('web.sms.placeholder')} maxLength={6} autoComplete="one-time-code" />
      <Button size="large" onClick={() => void send()} loading={sending} disabled={left > 0} style={{ minWidth: 128 }}>
        {left > 0 ? t('web.sms.resend', { seconds: left }) : t('web.sms.send')}
      </Button>
    </Space.Compact>
  );
}
