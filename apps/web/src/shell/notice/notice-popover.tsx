import { useEffect, useRef } from 'react';
import { Button, List, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  PRIORITY_COLORS,
  priorityTextKey,
  type NoticeItem,
  type NoticeLists,
} from '../../widgets/notice/notice-api';
import { useOpenNotice } from '../../widgets/notice/use-open-notice';

/** 我的消息, where 查看更多 leads (spec shell §2) */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

interface Props {
  lists: NoticeLists | undefined;
  loading: boolean;
  onClose(): void;
}

/**
 * The bell's popover: 通知 and 系统消息 tabs with their unread counts, each notice with its priority
 * colour; a click opens it (detail modal, or its page for component notices), 查看更多 goes to 我的消息.
 * @example <NoticePopover lists={data} loading={false} onClose={close} />
 */
export function NoticePopover({ lists, loading, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, modal } = useOpenNotice();
  const root = useRef<HTMLDivElement>(null);
  // opened by the keyboard, the popover takes the focus (onto its open tab) and gives it back to the bell on Escape
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, []);
  const closeToBell = () => {
    onClose();
    document.querySelector<HTMLElement>('[data-testid="notice-bell"]')?.focus();
  };
  const list = (items: NoticeItem[] | undefined) => (
    <List
      size="small"
      loading={loading}
      dataSource={items ?? []}
      locale={{ emptyText: t('web.notice.empty') }}
      style={{ maxHeight: 320, overflow: 'auto' }}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          style={{ cursor: 'pointer', padding: '8px 12px' }}
          tabIndex={0}
          onClick={() => {
            onClose();
            open(item);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            onClose();
            open(item);
          }}
        >
          <List.Item.Meta
            title={
              <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                {item.titile}
              </Typography.Text>
            }
            description={
              <span style={{ fontSize: 12 }}>
                <Tag color={PRIORITY_COLORS[item.priority]} style={{ marginInlineEnd: 6 }}>
                  {t(priorityTextKey(item.priority))}
                </Tag>
                {item.sender} · {item.sendTime}
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
  return (
    <div
      data-testid="notice-popover"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape') closeToBell();
      }}
    >
      <Tabs
        centered
        size="small"
        style={{ marginBottom: 0 }}
        items={[
          {
            key: 'annt',
            label: t('web.notice.notices', { count: lists?.anntMsgTotal ?? 0 }),
            children: list(lists?.anntMsgList),
          },
          {
            key: 'sys',
            label: t('web.notice.systemMessages', { count: lists?.sysMsgTotal ?? 0 }),
            children: list(lists?.sysMsgList),
          },
        ]}
      />
      <div style={{ borderTop: '1px solid rgba(5,5,5,0.06)', textAlign: 'center' }}>
        <Button
          type="link"
          block
          onClick={() => {
            onClose();
            navigate(MY_ANNOUNCEMENTS_PATH);
          }}
        >
          {t('web.notice.viewMore')}
        </Button>
      </div>
      {modal}
    </div>
  );
}
