import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { errorText } from '../../lib/api/error-text';

interface Values {
  username: string;
  password: string;
  captcha?: string;
}

const newKey = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

/** Username, password and, when the server asks for it, the captcha image (click to refresh). */
export function AccountLoginForm({ onSuccess, onError }: { onSuccess: (r: LoginResult) => void; onError: (text: string) => void }) {
  const { t } = useTranslation();
  const [captchaOn, setCaptchaOn] = useState(false);
  const [checkKey, setCheckKey] = useState(newKey);
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

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

  const submit = async (v: Values) => {
    setLoading(true);
    try {
      onSuccess(await sessionApi.login({ username: v.username, password: v.password, captcha: v.captcha, checkKey }));
    } catch (e) {
      onError(errorText(e, t('web.login.failed')));
      if (captchaOn) void refreshCaptcha();
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form<Values> size="large" onFinish={(v) => void submit(v)} name="account-login">
      <Form.Item name="username" rules={[{ required: true, message: t('web.validation.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('web.login.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('web.login.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('web.login.password')} autoComplete="current-password" />
      </Form.Item>
      {captchaOn && (
        <Form.Item>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('web.login.captchaRequired') }]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('web.login.captcha')} maxLength={4} />
            </Form.Item>
            <button type="button" onClick={() => void refreshCaptcha()} title={t('web.login.captchaRefresh')}
              style={{ padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff', cursor: 'pointer', width: 120, height: 40, flex: 'none' }}>
              {image ? <img src={image} alt={t('web.login.captcha')} style={{ width: '100%', height: '100%' }} /> : t('web.login.captchaRefresh')}
            </button>
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('web.login.submit')}
      </Button>
    </Form>
  );
}
