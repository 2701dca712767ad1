import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';

export const SMS_COUNTDOWN_S = 60;

/** Where a code is asked for: a mode of POST /sys/sms, or a call of its own (e.g. a signed-in phone change). */
export type SmsSend = '0' | '1' | '2' | ((mobile: string) => Promise<unknown>);

/** Sends an SMS code (POST /sys/sms, or the given call) and counts 60 s down before the next one may be asked for. */
export function useSmsCountdown(smsmode: SmsSend, onError: (text: string) => void) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async (mobile: string | undefined) => {
    if (!MOBILE_PATTERN.test(mobile ?? '')) {
      onError(t('web.validation.mobileInvalid'));
      return;
    }
    setSending(true);
    try {
      await (typeof smsmode === 'function'
        ? smsmode(mobile as string)
        : sessionApi.sendSms(mobile as string, smsmode));
      setLeft(SMS_COUNTDOWN_S);
    } catch (e) {
      onError(errorText(e, t('web.sms.failed')));
    } finally {
      setSending(false);
    }
  };

  const label = left > 0 ? t('web.sms.resend', { seconds: left }) : t('web.sms.send');
  return { left, sending, send, label };
}
