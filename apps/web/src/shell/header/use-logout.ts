import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@weld/core';
import { logout } from '../../lib/http';
import { errorText } from '../../lib/api/error-text';

/** Asks, logs out (the session is cleared even if the server call fails) and reloads on the login page. */
export function useLogout(go: (path: string) => void = (p) => window.location.assign(p)) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return useCallback(() => {
    modal.confirm({
      title: t('web.header.logoutTitle'),
      content: t('web.header.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const failure = await logout();
        if (failure) message.error(errorText(failure, t('web.header.logoutFailed')));
        go(LOGIN_PATH);
      },
    });
  }, [go, message, modal, t]);
}
