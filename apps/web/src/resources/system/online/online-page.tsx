import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isElementVisible, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { useSearchRefetch } from '../../../lib/use-search-refetch';
import { forceLogout, onlineList, type OnlineSession } from './online-api';
import { pageTotal } from '../../../widgets/page-total';

const FORCE_RIGHT = RIGHTS.online.forceLogout;

/**
 * 在线用户 ('system/OnlineUserList'): live sessions (user, sign-in time, IP, expiry) with 强退 for holders
 * of system:online:forceLogout; the forced session's next call is refused and its user lands on the login page.
 * @example pageRegistry['system/OnlineUserList']
 */
export function OnlineUserPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canForce = isElementVisible(FORCE_RIGHT, useAuthContext());
  const [username, setUsername] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const params = { username, ...page };
  const query = useQuery({
    queryKey: ['online', 'list', params],
    queryFn: () => onlineList(params),
    placeholderData: keepPreviousData,
  });
  const searched = useSearchRefetch(['online', 'list', params]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['online'] });

  async function force(session: OnlineSession) {
    // a refusal was already reported by the HTTP client
    if (
      !(await forceLogout(session.id).then(
        () => true,
        () => false,
      ))
    )
      return;
    void message.success(t('web.online.forced', { username: session.username }));
    await refresh();
  }

  const columns: ColumnsType<OnlineSession> = [
    {
      key: 'username',
      dataIndex: 'username',
      title: t('web.online.columns.username'),
      render: (value: string, r) => (
        <Space size={4} wrap>
          {value}
          {r.current && <Tag color="blue">{t('web.online.current')}</Tag>}
        </Space>
      ),
    },
    { key: 'realname', dataIndex: 'realname', title: t('web.online.columns.realname') },
    { key: 'ip', dataIndex: 'ip', title: t('web.online.columns.ip') },
    { key: 'loginTime', dataIndex: 'loginTime', title: t('web.online.columns.loginTime') },
    { key: 'expireTime', dataIndex: 'expireTime', title: t('web.online.columns.expireTime') },
  ];
  if (canForce) {
    columns.push({
      key: '__actions',
      title: t('web.kit.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Popconfirm
          title={t('web.online.confirmForce', { username: r.username })}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => force(r)}
          disabled={r.current}
        >
          <Button type="link" size="small" danger disabled={r.current}>
            {t('web.online.forceLogout')}
          </Button>
        </Popconfirm>
      ),
    });
  }

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('web.online.searchPlaceholder')}
          enterButton={t('common.search')}
          style={{ width: 300, maxWidth: '100%' }}
          onSearch={(value) => {
            setUsername(value.trim());
            setPage((p) => ({ ...p, pageNo: 1 }));
            searched();
          }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
      </Space>
      <Table<OnlineSession>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: pageTotal(t),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Card>
  );
}
