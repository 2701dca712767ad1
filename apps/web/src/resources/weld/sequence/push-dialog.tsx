import type { SequencePush } from '@weld/core';
import { useState } from 'react';
import { App, Form, Input, Modal, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../kit/resource-api';
import { sequenceApi } from './sequence-api';

interface Props {
  /** the sequence to send; null: closed */
  sequence: Row | null;
  onClose(): void;
}

/**
 * 下发: sends a released sequence to a device by its serial number, and lists the sequence's earlier sends.
 * @example <PushDialog sequence={pushing} onClose={() => setPushing(null)} />
 */
export function PushDialog({ sequence, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ target: string }>();
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const id = sequence ? String(sequence.id) : '';
  const history = useQuery({
    queryKey: ['weldSequence', 'pushList', id],
    queryFn: () => sequenceApi.pushList(id),
    enabled: id !== '',
  });

  const send = async () => {
    const { target } = await form.validateFields();
    setSending(true);
    try {
      const res = await sequenceApi.push(id, target.trim());
      void message.success(res.message);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ['weldSequence', 'pushList', id] });
    } catch {
      // the HTTP client has shown the server's reason
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={sequence !== null}
      title={t('web.weldSequence.pushTitle', { code: String(sequence?.code ?? '') })}
      okText={t('web.weldSequence.push')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="target"
          label={t('web.weldSequence.target')}
          rules={[
            {
              required: true,
              pattern: /^[A-Za-z0-9._-]{1,64}$/,
              message: t('server.weldSequence.badTarget'),
            },
          ]}
        >
          <Input placeholder={t('web.weldSequence.targetPlaceholder')} maxLength={64} />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('web.weldSequence.history')}</Typography.Title>
      <Table<SequencePush>
        size="small"
        rowKey="id"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        pagination={false}
        locale={{ emptyText: t('web.weldSequence.noHistory') }}
        columns={[
          { key: 'target', dataIndex: 'target', title: t('web.weldSequence.target') },
          { key: 'pushedBy', dataIndex: 'pushedBy', title: t('web.weldSequence.pushedBy') },
          { key: 'pushTime', dataIndex: 'pushTime', title: t('web.weldSequence.pushTime') },
        ]}
      />
    </Modal>
  );
}
