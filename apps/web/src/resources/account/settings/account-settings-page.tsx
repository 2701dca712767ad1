import { Card, Col, Empty, Grid, Row, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../../../lib/api/session-api';
import { ChangePasswordForm } from '../../../widgets/change-password/change-password-form';
import { isElementVisible } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { AccountBindings } from './account-bindings';
import { AvatarEditor } from './avatar-editor';
import { BasicSettingsForm, EDIT_SELF_RIGHT } from './basic-settings-form';
import { NotificationPrefsForm } from './notification-prefs-form';

/** 个人设置: basic profile with the avatar, security (password change), 账号绑定 (phone, e-mail) and 新消息通知. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: ['user', 'current'], queryFn: sessionApi.current });
  const auth = useAuthContext();
  // tabs beside the content on wide screens, above it on a phone
  const wide = Grid.useBreakpoint().md ?? true;
  const canEdit = isElementVisible(EDIT_SELF_RIGHT, auth);
  if (me.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (!me.data)
    return (
      <Card>
        <Empty description={t('web.account.loadFailed')} />
      </Card>
    );
  const user = me.data.userInfo;
  // the form starts again from the saved profile when 账号绑定 changed it, so a later 保存 cannot put the old e-mail back
  const profileKey = JSON.stringify([user.id, user.realname, user.email, user.sex]);
  return (
    <Card>
      <Tabs
        tabPlacement={wide ? 'start' : 'top'}
        items={[
          {
            key: 'basic',
            label: t('web.account.basic'),
            children: (
              <Row gutter={[24, 24]}>
                <Col xs={{ span: 24, order: 2 }} md={{ span: 14, order: 1 }}>
                  <BasicSettingsForm user={user} key={profileKey} />
                </Col>
                <Col xs={{ span: 24, order: 1 }} md={{ span: 10, order: 2 }}>
                  <AvatarEditor user={user} canEdit={canEdit} key={user.id} />
                </Col>
              </Row>
            ),
          },
          {
            key: 'security',
            label: t('web.account.security'),
            children: (
              <div style={{ maxWidth: 640 }}>
                <ChangePasswordForm username={user.username} onDone={() => undefined} />
              </div>
            ),
          },
          {
            key: 'binding',
            label: t('web.account.binding'),
            children: <AccountBindings user={user} canEdit={canEdit} />,
          },
          {
            key: 'notifications',
            label: t('web.account.notifications'),
            children: <NotificationPrefsForm user={user} canEdit={canEdit} />,
          },
        ]}
      />
    </Card>
  );
}
