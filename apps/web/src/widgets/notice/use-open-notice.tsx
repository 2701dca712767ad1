import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { markNoticeRead, noticeKeys, type NoticeItem } from './notice-api';
import { NoticeDetailModal } from './notice-detail-modal';
import { noticeTarget } from './notice-target';

/**
 * Opening a notice: it is marked read (the bell and 我的消息 reload), then a component notice opens its
 * page with busId, any other shows 通知消息.
 * @example const { open, modal } = useOpenNotice(); <List onClick={() => open(item)} />{modal}
 */
export function useOpenNotice(): { open(item: NoticeItem): void; modal: ReactNode } {
  const [shown, setShown] = useState<NoticeItem | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = (item: NoticeItem) => {
    if (item.readFlag !== 1) {
      void markNoticeRead(item.anntId).then(() =>
        queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
      );
    }
    const target = noticeTarget(item);
    if (target?.kind === 'page') navigate(target.to);
    else setShown(item);
  };
  return {
    open,
    modal: (
      <NoticeDetailModal notice={shown} onClose={() => setShown(null)} onNavigate={(to) => navigate(to)} />
    ),
  };
}
