import type { DepartTreeNode } from '@weld/core';
import { useState } from 'react';
import { App, Button, Card, Col, Empty, Input, Popconfirm, Row, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserPickerModal } from '../../../widgets/user-picker/user-picker-modal';
import { DepartTreePanel } from '../../../widgets/depart-select/depart-tree-panel';
import { DepartRoleAssignModal } from './depart-role-assign-modal';
import { departUserApi, type DepartUser } from './depart-user-api';
import { useSearchRefetch } from '../../../lib/use-search-refetch';
import { pageTotal } from '../../../widgets/page-total';

/**
 * 部门用户 ('system/DepartUserList'): the department tree on the left, the chosen department's users on
 * the right with 添加已有用户, 取消关联 (one or a batch) and 分配部门角色.
 */
export function DepartUserPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [depart, setDepart] = useState<DepartTreeNode>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [username, setUsername] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const [assigning, setAssigning] = useState<DepartUser | null>(null);
  const params = { depId: depart?.id ?? '', ...page, username: username || undefined };
  const users = useQuery({
    queryKey: ['departUser', 'list', params],
    queryFn: () => departUserApi.list(params),
    enabled: Boolean(depart),
    placeholderData: keepPreviousData,
  });
  const searched = useSearchRefetch(['departUser', 'list', params]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['departUser'] });

  const run = async (work: Promise<unknown>, text: string) => {
    // refusals were reported by the HTTP client with the server's message
    if (
      !(await work.then(
        () => true,
        () => false,
      ))
    )
      return;
    void message.success(text);
    setSelected([]);
    await refresh();
  };

  const columns: ColumnsType<DepartUser> = [
    { key: 'username', dataIndex: 'username', title: t('web.sysDepart.username') },
    { key: 'realname', dataIndex: 'realname', title: t('web.sysDepart.realname') },
    { key: 'phone', dataIndex: 'phone', title: t('web.sysDepart.phone') },
    {
      key: 'actions',
      title: t('web.sysDepart.actions'),
      render: (_: unknown, user) => (
        <Space>
          <a onClick={() => setAssigning(user)}>{t('web.sysDepart.assignRole')}</a>
          <Popconfirm
            title={t('web.sysDepart.confirmUnlink')}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() => run(departUserApi.unlink(depart!.id, user.id), t('web.sysDepart.saved'))}
          >
            <a>{t('web.sysDepart.unlink')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const choose = (node: DepartTreeNode | undefined) => {
    setDepart(node);
    setSelected([]);
    setPage((p) => ({ ...p, pageNo: 1 }));
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={10} lg={8}>
        <Card variant="borderless">
          <DepartTreePanel selected={depart} onSelect={choose} />
        </Card>
      </Col>
      <Col xs={24} md={14} lg={16}>
        <Card
          variant="borderless"
          title={depart ? `${t('web.sysDepart.departUsers')}：${depart.departName}` : undefined}
        >
          {!depart ? (
            <Empty description={t('web.sysDepart.selectFirst')} />
          ) : (
            <>
              <Space wrap style={{ marginBottom: 16 }}>
                <Input.Search
                  allowClear
                  placeholder={t('web.sysDepart.usernameSearch')}
                  onSearch={(v) => {
                    setUsername(v.trim());
                    setPage((p) => ({ ...p, pageNo: 1 }));
                    searched();
                  }}
                  style={{ width: 220 }}
                />
                <Button type="primary" onClick={() => setPicking(true)}>
                  {t('web.sysDepart.addExisting')}
                </Button>
                <Popconfirm
                  title={t('web.sysDepart.confirmUnlinkBatch')}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  disabled={selected.length === 0}
                  onConfirm={() =>
                    run(departUserApi.unlinkBatch(depart.id, selected), t('web.sysDepart.saved'))
                  }
                >
                  <Button
                    danger
                    onClick={() => selected.length === 0 && void message.warning(t('web.kit.selectOne'))}
                  >
                    {t('web.sysDepart.unlinkBatch')}
                  </Button>
                </Popconfirm>
              </Space>
              <Table<DepartUser>
                rowKey="id"
                size="middle"
                columns={columns}
                dataSource={users.data?.records ?? []}
                loading={users.isFetching}
                rowSelection={{
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                }}
                pagination={{
                  current: page.pageNo,
                  pageSize: page.pageSize,
                  total: users.data?.total ?? 0,
                  showSizeChanger: true,
                  pageSizeOptions: [10, 20, 30],
                  showTotal: pageTotal(t, users.data),
                  onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
                }}
              />
            </>
          )}
        </Card>
      </Col>
      <UserPickerModal
        open={picking}
        multiple
        onCancel={() => setPicking(false)}
        onOk={(picked) => {
          setPicking(false);
          if (depart && picked.length > 0)
            void run(
              departUserApi.link(
                depart.id,
                picked.map((u) => u.id),
              ),
              t('web.sysDepart.saved'),
            );
        }}
      />
      {depart && (
        <DepartRoleAssignModal departId={depart.id} user={assigning} onClose={() => setAssigning(null)} />
      )}
    </Row>
  );
}
