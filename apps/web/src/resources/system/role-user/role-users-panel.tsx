import { useState } from 'react';
import { App, Button, Card, Empty, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserPickerModal } from '../../../widgets/user-picker/user-picker-modal';
import { roleUserApi, roleUserKeys, type RoleRow, type RoleUser } from './role-user-api';
import { useSearchRefetch } from '../../../lib/use-search-refetch';
import { pageTotal } from '../../../widgets/page-total';

/** The right side of 角色用户: the chosen role's users, 添加已有用户 through the user picker, 取消关联 one or many. */
export function RoleUsersPanel({ role }: { role: RoleRow | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [username, setUsername] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const params = { roleId: role?.id ?? '', ...page, username };
  const users = useQuery({
    queryKey: [...roleUserKeys.users, params],
    queryFn: () => roleUserApi.users(params),
    enabled: Boolean(role),
    placeholderData: keepPreviousData,
  });
  const searched = useSearchRefetch([...roleUserKeys.users, params]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: roleUserKeys.users });

  if (!role)
    return (
      <Card variant="borderless" title={t('web.sysRole.userList')}>
        <Empty description={t('web.sysRole.pickRole')} />
      </Card>
    );

  async function run(action: () => Promise<unknown>, done: string) {
    const ok = await action().then(
      () => true,
      () => false,
    );
    if (!ok) return;
    void message.success(done);
    setSelected([]);
    await refresh();
  }

  return (
    <Card variant="borderless" title={`${t('web.sysRole.userList')} - ${role.roleName}`}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('web.sysRole.searchUser')}
          onSearch={(value) => {
            setUsername(value.trim() || undefined);
            setPage((p) => ({ ...p, pageNo: 1 }));
            searched();
          }}
        />
        <Button type="primary" onClick={() => setPicking(true)}>
          {t('web.sysRole.addExisting')}
        </Button>
        <Button
          disabled={selected.length === 0}
          onClick={() =>
            void run(() => roleUserApi.removeBatch(role.id, selected), t('server.sysRole.usersRemoved'))
          }
        >
          {t('web.sysRole.batchUnlink')}
        </Button>
      </Space>
      <Table<RoleUser>
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.records ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={[
          { key: 'username', dataIndex: 'username', title: t('web.sysRole.username') },
          { key: 'realname', dataIndex: 'realname', title: t('web.sysRole.realname') },
          { key: 'phone', dataIndex: 'phone', title: t('web.sysRole.phone') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('web.sysRole.status'),
            render: (status: number) => (
              <Tag color={Number(status) === 1 ? 'green' : 'red'}>
                {t(Number(status) === 1 ? 'web.sysRole.statusNormal' : 'web.sysRole.statusFrozen')}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('web.kit.actions'),
            render: (_: unknown, user: RoleUser) => (
              <Popconfirm
                title={t('web.sysRole.confirmUnlink')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  run(() => roleUserApi.remove(role.id, user.id), t('server.sysRole.usersRemoved'))
                }
              >
                <Button type="link" size="small" danger>
                  {t('web.sysRole.unlink')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: users.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: pageTotal(t, users.data),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
      <UserPickerModal
        open={picking}
        multiple
        onCancel={() => setPicking(false)}
        onOk={(picked) => {
          setPicking(false);
          if (picked.length > 0)
            void run(
              () =>
                roleUserApi.add(
                  role.id,
                  picked.map((u) => u.id),
                ),
              t('server.sysRole.usersAdded'),
            );
        }}
      />
    </Card>
  );
}
