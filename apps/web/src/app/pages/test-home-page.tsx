import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@weld/core';
import { useSessionUser } from '../../lib/use-session';

/** The spec's test page: shows who is signed in and leads home. */
export function TestHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  return (
    <Result
      status="info"
      title={t('web.testHome.title')}
      subTitle={
        user
          ? t('web.testHome.signedIn', { name: user.realname || user.username })
          : t('web.testHome.signedOut')
      }
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('web.testHome.home')}
        </Button>
      }
    />
  );
}
