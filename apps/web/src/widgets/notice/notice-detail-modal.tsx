import { useMemo } from 'react';
import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS, priorityTextKey, type NoticeItem } from './notice-api';
import { noticeTarget } from './notice-target';

interface Props {
  notice: NoticeItem | null;
  onClose(): void;
  /** goes to an in-app path (去处理 of a url notice whose page is inside the app) */
  onNavigate(to: string): void;
}

/**
 * 通知消息 (spec shell §2): title, sender, send time and the HTML body; 关闭, and 去处理 for url notices.
 * The body was sanitised when stored and is sanitised again before it is shown.
 * @example <NoticeDetailModal notice={item} onClose={close} onNavigate={navigate} />
 */
export function NoticeDetailModal({ notice, onClose, onNavigate }: Props) {
  const { t } = useTranslation();
  const html = useMemo(() => DOMPurify.sanitize(notice?.msgContent ?? ''), [notice]);
  const target = notice ? noticeTarget(notice) : null;
  const handle = () => {
    if (!target) return;
    onClose();
    if (target.external) window.open(target.to, '_blank', 'noopener');
    else onNavigate(target.to);
  };
  return (
    <Modal
      open={notice !== null}
      title={t('web.notice.detailTitle')}
      onCancel={onClose}
      width={800}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('web.notice.close')}
        </Button>,
        ...(target?.kind === 'link'
          ? [
              <Button key="handle" type="primary" onClick={handle}>
                {t('web.notice.handle')}
              </Button>,
            ]
          : []),
      ]}
    >
      {notice && (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {notice.titile}{' '}
            <Tag color={PRIORITY_COLORS[notice.priority]}>{t(priorityTextKey(notice.priority))}</Tag>
          </Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'sender', label: t('web.notice.sender'), children: notice.sender ?? '' },
              { key: 'sendTime', label: t('web.notice.sendTime'), children: notice.sendTime ?? '' },
            ]}
          />
          <div
            className="notice-detail-body"
            style={{ marginTop: 16, overflowWrap: 'anywhere', maxHeight: '60vh', overflow: 'auto' }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </>
      )}
    </Modal>
  );
}
