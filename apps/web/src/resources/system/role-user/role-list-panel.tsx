import { useState } from 'react';
import { Card, Input, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, role } from '@weld/core';
import { roleUserApi, roleUserKeys, type RoleRow } from './role-user-api';
import { useSearchRefetch } from '../../../lib/use-search-refetch';
import { pageTotal } from '../../../widgets/page-total';

interface Props {
  selected: string | null;
  onSelect(role: RoleRow): void;
}

/** The left side of 角色用户: roles searched by name and paged; a click chooses the role on the right. */
export function RoleListPanel({ selected, onSelect }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [roleName, setRoleName] = useState<string>();
  const params = { ...page, roleName };
  const roles = useQuery({
    queryKey: roleUserKeys.roles(params),
    queryFn: () => roleUserApi.roles(params),
    placeholderData: keepPreviousData,
  });
  const searched = useSearchRefetch(roleUserKeys.roles(params));

  return (
    <Card variant="borderless" title={t('web.sysRole.roleList')}>
      <Input.Search
        allowClear
        placeholder={t('web.sysRole.searchRole')}
        style={{ marginBottom: 12 }}
        onSearch={(value) => {
          setRoleName(value.trim() || undefined);
          setPage((p) => ({ ...p, pageNo: 1 }));
          searched();
        }}
      />
      <Table<RoleRow>
        rowKey="id"
        size="small"
        loading={roles.isFetching}
        dataSource={roles.data?.records ?? []}
        columns={[
          { key: 'roleName', dataIndex: 'roleName', title: t(fieldLabelKey(role, 'roleName')) },
          { key: 'roleCode', dataIndex: 'roleCode', title: t(fieldLabelKey(role, 'roleCode')) },
        ]}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected] : [],
          onChange: (_keys, rows) => rows[0] && onSelect(rows[0]),
        }}
        onRow={(row) => ({ onClick: () => onSelect(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: roles.data?.total ?? 0,
          size: 'small',
          showTotal: pageTotal(t, roles.data),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Card>
  );
}
