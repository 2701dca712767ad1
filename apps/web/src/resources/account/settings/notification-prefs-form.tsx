import { App, List, Skeleton, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationPrefs, UserInfo } from '@weld/core';
import { errorText } from '../../../lib/api/error-text';
import { profileApi } from './account-api';

const KEY = ['user', 'notificationPrefs'];
const ITEMS = [
  { key: 'bellNotice', title: 'web.account.bellNotice', desc: 'web.account.bellNoticeDesc' },
  { key: 'bellSystem', title: 'web.account.bellSystem', desc: 'web.account.bellSystemDesc' },
  { key: 'emailCopy', title: 'web.account.emailCopy', desc: 'web.account.emailCopyDesc' },
] as const;

/**
 * 新消息通知: a switch per preference, saved at once; e-mail copies need a bound e-mail.
 * @example <NotificationPrefsForm user={user} canEdit />
 */
export function NotificationPrefsForm({ user, canEdit }: { user: UserInfo; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const prefs = useQuery({ queryKey: KEY, queryFn: profileApi.notificationPrefs });
  const save = useMutation({
    mutationFn: profileApi.saveNotificationPrefs,
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      void message.success(t('web.account.saved'));
    },
    onError: (e) => void message.error(errorText(e, t('web.account.saveFailed'))),
  });
  if (!prefs.data) return <Skeleton active />;
  const current = prefs.data;
  const noEmail = !user.email;

  return (
    <List itemLayout="horizontal" style={{ maxWidth: 640 }}>
      {ITEMS.map((item) => {
        const blocked = item.key === 'emailCopy' && noEmail && !current.emailCopy;
        return (
          <List.Item
            key={item.key}
            actions={[
              <Switch
                key="switch"
                aria-label={t(item.title)}
                checked={current[item.key]}
                loading={save.isPending}
                disabled={!canEdit || blocked}
                onChange={(checked) => save.mutate({ ...current, [item.key]: checked } as NotificationPrefs)}
              />,
            ]}
          >
            <List.Item.Meta
              title={t(item.title)}
              description={blocked ? `${t(item.desc)} (${t('web.account.emailCopyNoEmail')})` : t(item.desc)}
            />
          </List.Item>
        );
      })}
    </List>
  );
}
