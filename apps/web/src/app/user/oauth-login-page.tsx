import { useEffect } from 'react';
import { Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { session } from '../../lib/session';

/** Single-sign-on hand-off: /oauth2-app/login?token=… stores the token, loads the user and enters. */
export function OAuthLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  useEffect(() => {
    const token = params.get('token');
    if (!token) {
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    session.clear();
    session.saveToken(token);
    sessionApi.current().then(
      (me) => {
        session.setUserInfo(me.userInfo);
        session.setDeparts(me.departs);
        navigate(params.get('redirect') || HOME_PATH, { replace: true });
      },
      () => {
        session.clear();
        navigate(LOGIN_PATH, { replace: true });
      },
    );
  }, [navigate, params]);

  return (
    <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" description={t('web.login.oauthEntering')} />
    </div>
  );
}
