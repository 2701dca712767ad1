import { useState, type ReactElement } from 'react';
import { Popover } from 'antd';
import { NOTICE_POPOVER_WIDTH } from '@weld/core';
import type { NoticeLists } from '../../widgets/notice/notice-api';
import { NoticePopover } from './notice-popover';

interface Props {
  lists: NoticeLists | undefined;
  loading: boolean;
  /** the bell button; the first click that loaded this module opens the popover at once */
  children: ReactElement;
}

/**
 * The bell once clicked: the same button inside the popover (width 300), open at first.
 * @example <NoticePopoverBell lists={lists} loading={false}>{button}</NoticePopoverBell>
 */
export function NoticePopoverBell({ lists, loading, children }: Props) {
  const [open, setOpen] = useState(true);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      styles={{ container: { width: NOTICE_POPOVER_WIDTH, maxWidth: 'calc(100vw - 16px)', padding: 0 } }}
      content={<NoticePopover lists={lists} loading={loading} onClose={() => setOpen(false)} />}
    >
      {children}
    </Popover>
  );
}
