import { useEffect } from 'react';
import { fetchNotice } from '../../widgets/notice/notice-api';
import { useOpenNotice } from '../../widgets/notice/use-open-notice';

/**
 * Opens the notice a clicked toast announced: fetched by its msgId, then shown (通知消息) or its page
 * opened, and marked read, as from the bell's list. Renders the detail modal.
 * @example <NoticeFromPush request={{ id: push.msgId, at: Date.now() }} />
 */
export function NoticeFromPush({ request }: { request: { id: string; at: number } }) {
  const { open, modal } = useOpenNotice();
  useEffect(() => {
    let live = true;
    // a notice revoked or deleted meanwhile is simply not shown
    void fetchNotice(request.id).then(
      (item) => live && open(item),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps -- one opening per click
  return modal;
}
