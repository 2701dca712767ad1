import { useMemo, useState } from 'react';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isElementVisible, WELD_MESSAGE_STATUS, weldMessage, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import { messageApi } from './message-api';
import { ReplyDrawer } from './reply-drawer';

const STATUS_COLORS: Record<string, string> = { new: 'blue', processing: 'orange', closed: 'default' };

/**
 * 留言列表 ('weld/MessageList'): field feedback with coloured status, 回复 (the thread drawer) and 关闭
 * (right `weld:message:close`) in each row.
 * @example pageRegistry['weld/MessageList']
 */
export function MessagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const auth = useAuthContext();
  const queryClient = useQueryClient();
  const [thread, setThread] = useState<Row | null>(null);
  const canClose = isElementVisible(RIGHTS.weldMessage.close, auth);

  const slots = useMemo<ResourcePageSlots>(() => {
    const close = async (record: Row) => {
      if ((await messageApi.close(String(record.id)).catch(() => null)) === null) return;
      void message.success(t('web.weldMessage.closedDone'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys(weldMessage.name).all });
    };
    return {
      cells: {
        status: (value, record) =>
          value ? (
            <Tag color={STATUS_COLORS[String(value)]}>{String(record.status_dictText ?? value)}</Tag>
          ) : null,
      },
      rowActions: (record) => (
        <>
          <Button type="link" size="small" onClick={() => setThread(record)}>
            {t('web.weldMessage.replies')}
          </Button>
          {canClose && record.status !== WELD_MESSAGE_STATUS.closed && (
            <Popconfirm
              title={t('web.weldMessage.confirmClose')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => close(record)}
            >
              <Button type="link" size="small">
                {t('web.weldMessage.close')}
              </Button>
            </Popconfirm>
          )}
        </>
      ),
    };
  }, [t, message, queryClient, canClose]);

  return (
    <>
      <ResourcePage definition={weldMessage} slots={slots} />
      <ReplyDrawer record={thread} onClose={() => setThread(null)} />
    </>
  );
}
