import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';
import { FieldIcon, PlainField } from './plain-field';

type Field = 'username' | 'password' | 'captcha';

const newKey = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

/** Username, password and, when the server asks for it, the captcha image (click to refresh). */
export function AccountLoginForm({
  onSuccess,
  onError,
}: {
  onSuccess: (r: LoginResult) => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [captchaOn, setCaptchaOn] = useState(false);
  const [checkKey, setCheckKey] = useState(newKey);
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const set = (f: Field) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  const refreshCaptcha = useCallback(async () => {
    const key = newKey();
    setCheckKey(key);
    try {
      setImage(await sessionApi.randomImage(key));
    } catch (e) {
      setImage(null);
      onError(errorText(e, t('web.login.captchaFailed')));
    }
  }, [onError, t]);

  useEffect(() => {
    sessionApi.loginConfig().then(
      (c) => {
        setCaptchaOn(c.captcha);
        if (c.captcha) void refreshCaptcha();
      },
      () => setCaptchaOn(false),
    );
  }, [refreshCaptcha]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) missing.username = t('web.validation.usernameRequired');
    if (!values.password) missing.password = t('web.login.passwordRequired');
    if (captchaOn && !values.captcha.trim()) missing.captcha = t('web.login.captchaRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setLoading(true);
    try {
      onSuccess(
        await sessionApi.login({
          username: values.username.trim(),
          password: values.password,
          captcha: values.captcha || undefined,
          checkKey,
        }),
      );
    } catch (err) {
      onError(errorText(err, t('web.login.failed')));
      if (captchaOn) void refreshCaptcha();
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} name="account-login" noValidate>
      <PlainField
        name="username"
        value={values.username}
        onChange={set('username')}
        placeholder={t('web.login.username')}
        error={errors.username}
        icon={<FieldIcon kind="user" />}
        autoComplete="username"
      />
      <PlainField
        name="password"
        type="password"
        value={values.password}
        onChange={set('password')}
        placeholder={t('web.login.password')}
        error={errors.password}
        icon={<FieldIcon kind="lock" />}
        autoComplete="current-password"
      />
      {captchaOn && (
        <div className="weld-row">
          <PlainField
            name="captcha"
            value={values.captcha}
            onChange={set('captcha')}
            placeholder={t('web.login.captcha')}
            error={errors.captcha}
            icon={<FieldIcon kind="safety" />}
            maxLength={4}
            autoComplete="off"
          />
          <button
            type="button"
            className="weld-side-button"
            style={{ padding: 0 }}
            onClick={() => void refreshCaptcha()}
            title={t('web.login.captchaRefresh')}
          >
            {image ? <img src={image} alt={t('web.login.captcha')} /> : t('web.login.captchaRefresh')}
          </button>
        </div>
      )}
      <button type="submit" className="weld-login-submit" disabled={loading}>
        {t('web.login.submit')}
      </button>
    </form>
  );
}
