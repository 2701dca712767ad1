import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@weld/core';
import { MOBILE_PATTERN } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import { useSmsCountdown } from '../../widgets/sms-code/use-sms-countdown';
import { FieldIcon, PlainField } from './plain-field';
import { SmsDeliveryNotice } from './sms-delivery-notice';

/** Mobile number and SMS code (smsmode '0', 60 s countdown), then POST /sys/phoneLogin. */
export function PhoneLoginForm({
  onSuccess,
  onError,
}: {
  onSuccess: (r: LoginResult) => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [loading, setLoading] = useState(false);
  const sms = useSmsCountdown('0', onError);

  const mobileError = (v: string) =>
    !v
      ? t('web.validation.mobileRequired')
      : MOBILE_PATTERN.test(v)
        ? undefined
        : t('web.validation.mobileInvalid');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { mobile: mobileError(mobile), code: code ? undefined : t('web.sms.required') };
    setErrors(next);
    if (next.mobile || next.code) return;
    setLoading(true);
    try {
      onSuccess(await sessionApi.phoneLogin(mobile, code));
    } catch (err) {
      onError(errorText(err, t('web.login.failed')));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} name="phone-login" noValidate>
      <SmsDeliveryNotice />
      <PlainField
        name="mobile"
        type="tel"
        value={mobile}
        placeholder={t('web.login.mobile')}
        error={errors.mobile}
        icon={<FieldIcon kind="mobile" />}
        autoComplete="tel"
        maxLength={11}
        onChange={(v) => {
          setMobile(v);
          setErrors((s) => ({ ...s, mobile: undefined }));
        }}
      />
      <div className="weld-row">
        <PlainField
          name="captcha"
          value={code}
          placeholder={t('web.sms.placeholder')}
          error={errors.code}
          icon={<FieldIcon kind="safety" />}
          autoComplete="one-time-code"
          maxLength={6}
          onChange={(v) => {
            setCode(v);
            setErrors((s) => ({ ...s, code: undefined }));
          }}
        />
        <button
          type="button"
          className="weld-side-button"
          disabled={sms.left > 0 || sms.sending}
          onClick={() => void sms.send(mobile)}
        >
          {sms.label}
        </button>
      </div>
      <button type="submit" className="weld-login-submit" disabled={loading}>
        {t('web.login.submit')}
      </button>
    </form>
  );
}
