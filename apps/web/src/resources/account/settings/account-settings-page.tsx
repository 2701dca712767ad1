import { Card, Empty, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../../../lib/api/session-api';
import { ChangePasswordForm } from '../../../widgets/change-password/change-password-form';
import { BasicSettingsForm } from './basic-settings-form';

/** 个人设置: basic profile and security (password change). */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: ['user', 'current'], queryFn: sessionApi.current });
  if (me.isLoading) return <Card><Skeleton active /></Card>;
  if (!me.data) return <Card><Empty description={t('web.account.loadFailed')} /></Card>;
  const user = me.data.userInfo;
  return (
    <Card>
      <Tabs
        tabPlacement="start"
        items={[
          { key: 'basic', label: t('web.account.basic'), children: <BasicSettingsForm user={user} key={user.id} /> },
          {
            key: 'security',
            label: t('web.account.security'),
            children: (
              <div style={{ maxWidth: 640 }}>
                <ChangePasswordForm username={user.username} onDone={() => undefined} />
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
