import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../../lib/api/session-api';
import './login.css';

/** Whether SMS codes reach phones (GET /sys/loginConfig); null until known, or when the call failed. */
export function useSmsDelivered(): boolean | null {
  const [delivered, setDelivered] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    sessionApi.loginConfig().then(
      (c) => {
        if (live) setDelivered(c.smsDelivered);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return delivered;
}

/**
 * Warns, on the screens that ask for an SMS code, that no SMS provider is configured and the code goes
 * only to the server log. Plain markup: the login screen loads without Ant Design.
 * @example <SmsDeliveryNotice />
 */
export function SmsDeliveryNotice() {
  const { t } = useTranslation();
  if (useSmsDelivered() !== false) return null;
  return (
    <div className="weld-sms-notice" role="status">
      <strong>{t('web.sms.notDeliveredTitle')}</strong>
      <span>{t('web.sms.notDelivered')}</span>
    </div>
  );
}
