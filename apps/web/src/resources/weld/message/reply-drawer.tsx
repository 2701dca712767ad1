import { useState } from 'react';
import { Alert, App, Button, Drawer, Empty, Input, List, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isElementVisible, WELD_MESSAGE_STATUS, weldMessage, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { messageApi } from './message-api';

/**
 * The reply thread of a message (oldest first, author and time), with a reply box while it is open and
 * the user holds `weld:message:reply`; a closed message shows why it takes no reply.
 * @example <ReplyDrawer record={shown} onClose={() => setShown(null)} />
 */
export function ReplyDrawer({ record, onClose }: { record: Row | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const auth = useAuthContext();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = record ? String(record.id) : '';
  const { data: replies = [], isLoading } = useQuery({
    queryKey: [weldMessage.name, 'replies', id],
    enabled: Boolean(record),
    queryFn: () => messageApi.replies(id),
  });
  const closed = record?.status === WELD_MESSAGE_STATUS.closed;
  const canReply = isElementVisible(RIGHTS.weldMessage.reply, auth);

  const send = async () => {
    setSending(true);
    try {
      await messageApi.reply(id, text);
      setText('');
      void message.success(t('web.weldMessage.sent'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys(weldMessage.name).all });
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setSending(false);
    }
  };

  return (
    <Drawer
      open={Boolean(record)}
      onClose={onClose}
      width={560}
      title={record ? t('web.weldMessage.threadTitle', { title: String(record.title) }) : ''}
      destroyOnHidden
    >
      {record && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {String(record.content ?? '')}
        </Typography.Paragraph>
      )}
      <List
        loading={isLoading}
        dataSource={replies}
        locale={{ emptyText: <Empty description={t('web.weldMessage.noReplies')} /> }}
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space>
                  <Typography.Text strong>{r.authorName || r.author}</Typography.Text>
                  <Typography.Text type="secondary">{r.createTime}</Typography.Text>
                </Space>
              }
              description={<span style={{ whiteSpace: 'pre-wrap', color: 'inherit' }}>{r.content}</span>}
            />
          </List.Item>
        )}
      />
      {closed && <Alert type="info" showIcon message={t('web.weldMessage.closedHint')} />}
      {!closed && canReply && (
        <Space.Compact direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={4000}
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('web.weldMessage.placeholder')}
          />
          <Button
            type="primary"
            loading={sending}
            disabled={text.trim() === ''}
            onClick={() => void send()}
            style={{ marginTop: 8, alignSelf: 'flex-end' }}
          >
            {t('web.weldMessage.send')}
          </Button>
        </Space.Compact>
      )}
    </Drawer>
  );
}
