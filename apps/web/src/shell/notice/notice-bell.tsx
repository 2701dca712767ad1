import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { App, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../lib/env';
import { session } from '../../lib/session';
import { useSessionUser } from '../../lib/use-session';
import { fetchNoticeLists, noticeKeys } from '../../widgets/notice/notice-api';
import { NoticeChannel, noticeSocketUrl, type NoticeChannelOptions } from './notice-channel';

// the popover, its lists and tabs and the detail modal arrive with the first click, not with the shell
const NoticePopoverBell = lazy(() =>
  import('./notice-popover-bell').then((m) => ({ default: m.NoticePopoverBell })),
);
const NoticeFromPush = lazy(() => import('./notice-from-push').then((m) => ({ default: m.NoticeFromPush })));

// a plain count bubble: antd's Badge would weigh on every page of the shell for one number
const BUBBLE: CSSProperties = {
  position: 'absolute',
  top: -6,
  insetInlineStart: 8,
  minWidth: 16,
  height: 16,
  padding: '0 4px',
  borderRadius: 8,
  background: '#ff4d4f',
  color: '#fff',
  fontSize: 11,
  lineHeight: '16px',
  textAlign: 'center',
  boxShadow: '0 0 0 1px #fff',
};

/**
 * The header's notice bell (spec shell §2): the unread count, live through the user's notice channel;
 * a click opens the popover (width 300) with 通知 and 系统消息. A push reloads the lists and shows a toast;
 * clicking the toast opens that notice.
 * @example <NoticeBell color={color} />
 */
export function NoticeBell({
  color,
  socketFactory,
}: {
  color?: string;
  socketFactory?: NoticeChannelOptions['factory'];
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [opened, setOpened] = useState(false);
  // the notice whose toast was clicked (a new object per click, so the same one can be opened again)
  const [pushed, setPushed] = useState<{ id: string; at: number } | null>(null);
  const lists = useQuery({
    queryKey: noticeKeys.lists,
    queryFn: () => fetchNoticeLists(true),
    enabled: Boolean(user),
  });

  useEffect(() => {
    const token = session.token();
    if (!user || !token) return;
    const channel = new NoticeChannel({
      url: noticeSocketUrl(API_BASE, user.id),
      token,
      onPush: (push) => {
        void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
        // toast only what now waits in the bell: a revoked notice, or a category the user turned off, does not
        void queryClient
          .fetchQuery({ queryKey: noticeKeys.lists, queryFn: () => fetchNoticeLists(true), staleTime: 0 })
          .then(
            (fresh) => {
              const waiting = [...(fresh?.anntMsgList ?? []), ...(fresh?.sysMsgList ?? [])].some(
                (n) => n.id === push.msgId,
              );
              if (!waiting) return;
              const key = `notice-${push.msgId}`;
              notification.info({
                key,
                message: t('web.notice.newNotice'),
                description: push.msgTxt,
                placement: 'topRight',
                style: { cursor: 'pointer' },
                onClick: () => {
                  notification.destroy(key);
                  setPushed({ id: push.msgId, at: Date.now() });
                },
              });
            },
            () => undefined,
          );
      },
      poll: () =>
        queryClient.fetchQuery({
          queryKey: noticeKeys.lists,
          queryFn: () => fetchNoticeLists(true),
          staleTime: 0,
        }),
      factory: socketFactory,
    });
    return () => channel.close();
  }, [user?.id, queryClient, notification, t]); // eslint-disable-line react-hooks/exhaustive-deps -- one channel per signed-in user

  const count = (lists.data?.anntMsgTotal ?? 0) + (lists.data?.sysMsgTotal ?? 0);
  const button = (
    <Button
      type="text"
      aria-label={t('web.notice.bell')}
      style={{ color }}
      data-testid="notice-bell"
      onClick={() => setOpened(true)}
    >
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <BellOutlined style={{ fontSize: 16 }} />
        {count > 0 && (
          <span style={BUBBLE} data-testid="notice-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
    </Button>
  );
  return (
    <>
      {opened ? (
        <Suspense fallback={button}>
          <NoticePopoverBell lists={lists.data} loading={lists.isLoading}>
            {button}
          </NoticePopoverBell>
        </Suspense>
      ) : (
        button
      )}
      {pushed && (
        <Suspense fallback={null}>
          <NoticeFromPush request={pushed} />
        </Suspense>
      )}
    </>
  );
}
