import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MSG_CATEGORY } from '@weld/core';
import {
  fetchMyNotices,
  markAllNoticesRead,
  noticeKeys,
  PRIORITY_COLORS,
  priorityTextKey,
  type NoticeItem,
} from '../../../widgets/notice/notice-api';
import { useOpenNotice } from '../../../widgets/notice/use-open-notice';
import { useSearchRefetch } from '../../../lib/use-search-refetch';

interface Filter {
  titile?: string;
  msgCategory?: string;
  readFlag?: string;
}

/**
 * 我的消息 (/isps/userAnnouncement, 'system/UserAnnouncementList'): the signed-in user's announcements,
 * read and unread, searchable by title, category and read status; 查看 opens one (and marks it read),
 * 全部标注已读 marks them all.
 * @example pageRegistry['system/UserAnnouncementList']
 */
export function UserAnnouncementPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const { open, modal } = useOpenNotice();
  const params = { ...page, ...filter };
  const list = useQuery({
    queryKey: noticeKeys.mine(params),
    queryFn: () => fetchMyNotices(params),
    placeholderData: keepPreviousData,
  });
  const searched = useSearchRefetch(noticeKeys.mine(params));

  const readAll = async () => {
    try {
      await markAllNoticesRead();
      void message.success(t('web.userAnnouncement.readAll'));
    } catch {
      // the HTTP client has shown the reason
    }
    await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
  };
  const categories = [
    { value: MSG_CATEGORY.notice, label: t('server.dict.msg_category.1') },
    { value: MSG_CATEGORY.system, label: t('server.dict.msg_category.2') },
  ];
  const columns: ColumnsType<NoticeItem> = [
    {
      key: 'titile',
      title: t('web.userAnnouncement.search'),
      dataIndex: 'titile',
      ellipsis: true,
      render: (value: string, item) => (
        <Space size={4}>
          <Tag color={PRIORITY_COLORS[item.priority]}>{t(priorityTextKey(item.priority))}</Tag>
          {value}
        </Space>
      ),
    },
    {
      key: 'msgCategory',
      title: t('web.userAnnouncement.category'),
      dataIndex: 'msgCategory',
      width: 120,
      render: (v: string) => t(`server.dict.msg_category.${v}`),
    },
    { key: 'sender', title: t('web.notice.sender'), dataIndex: 'sender', width: 120 },
    { key: 'sendTime', title: t('web.notice.sendTime'), dataIndex: 'sendTime', width: 170 },
    {
      key: 'readFlag',
      title: t('web.userAnnouncement.readFlag'),
      dataIndex: 'readFlag',
      width: 100,
      render: (v: number) => (
        <Tag color={v === 1 ? 'default' : 'blue'}>
          {t(v === 1 ? 'web.userAnnouncement.read' : 'web.userAnnouncement.unread')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('web.kit.actions'),
      width: 80,
      fixed: 'right',
      render: (_: unknown, item) => (
        <Button type="link" size="small" onClick={() => open(item)}>
          {t('web.userAnnouncement.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 8, marginBottom: 16 }}
        onFinish={(values) => {
          setFilter({
            titile: values.titile?.trim() || undefined,
            msgCategory: values.msgCategory,
            readFlag: values.readFlag,
          });
          setPage((p) => ({ ...p, pageNo: 1 }));
          searched();
        }}
      >
        <Form.Item name="titile" label={t('web.userAnnouncement.search')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="msgCategory" label={t('web.userAnnouncement.category')}>
          <Select
            allowClear
            options={categories}
            style={{ width: 140 }}
            placeholder={t('web.userAnnouncement.all')}
          />
        </Form.Item>
        <Form.Item name="readFlag" label={t('web.userAnnouncement.readFlag')}>
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t('web.userAnnouncement.all')}
            options={[
              { value: '0', label: t('web.userAnnouncement.unread') },
              { value: '1', label: t('web.userAnnouncement.read') },
            ]}
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {t('web.kit.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilter({});
              setPage((p) => ({ ...p, pageNo: 1 }));
              searched();
            }}
          >
            {t('web.kit.reset')}
          </Button>
          <Popconfirm title={t('web.userAnnouncement.readAllConfirm')} onConfirm={readAll}>
            <Button>{t('web.userAnnouncement.readAll')}</Button>
          </Popconfirm>
        </Space>
      </Form>
      <Table<NoticeItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('web.userAnnouncement.empty') }}
        onRow={(item) => ({ style: { fontWeight: item.readFlag === 1 ? undefined : 600 } })}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
      {modal}
    </Card>
  );
}
