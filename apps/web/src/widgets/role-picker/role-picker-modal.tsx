import { useEffect, useState, type Key } from 'react';
import { App, Button, Form, Input, Modal, Space, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, role } from '@weld/core';
import { rolePage, type PickedRole, type RoleQuery } from './role-picker-api';

/** Spec widgets §9: picker dialogs are 1200 wide; lists page by 10/20/30. */
export const ROLE_PICKER_WIDTH = 1200;
const PAGE_SIZES = [10, 20, 30];

interface Props {
  open: boolean;
  multiple?: boolean;
  /** roles chosen before opening */
  initial?: PickedRole[];
  onOk(roles: PickedRole[]): void;
  onCancel(): void;
}

/**
 * 选择角色: roles (roleName, roleCode) searched and paged, single or multiple choice kept across pages;
 * answers id, roleName and roleCode of each (spec widgets §3).
 * @example <RolePickerModal open multiple onOk={(roles) => save(roles.map((r) => r.id))} onCancel={close} />
 */
export function RolePickerModal({ open, multiple = false, initial = [], onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Pick<RoleQuery, 'roleName' | 'roleCode'>>();
  const [filters, setFilters] = useState<Pick<RoleQuery, 'roleName' | 'roleCode'>>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZES[0] });
  const [chosen, setChosen] = useState<PickedRole[]>(initial);
  const initialKey = initial.map((r) => r.id).join(',');
  const label = (key: string) => t(fieldLabelKey(role, key));

  useEffect(() => {
    if (open) setChosen(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset to the caller's roles each time the picker opens
  }, [open, initialKey]);

  const params = { ...page, ...filters };
  const query = useQuery({ queryKey: ['role', 'picker', params], queryFn: () => rolePage(params), enabled: open, placeholderData: keepPreviousData });
  const records = query.data?.records ?? [];

  const search = (values: Pick<RoleQuery, 'roleName' | 'roleCode'>) => {
    setFilters({ roleName: values.roleName?.trim() || undefined, roleCode: values.roleCode?.trim() || undefined });
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  const onSelect = (_keys: Key[], rows: PickedRole[]) => {
    if (!multiple) return setChosen(rows.slice(0, 1));
    const onPage = new Set(records.map((r) => r.id));
    setChosen([...chosen.filter((r) => !onPage.has(r.id)), ...rows]);
  };
  const toggle = (row: PickedRole) => {
    if (!multiple) return setChosen([row]);
    setChosen(chosen.some((r) => r.id === row.id) ? chosen.filter((r) => r.id !== row.id) : [...chosen, row]);
  };
  const confirm = () => {
    if (chosen.length === 0) return void message.warning(t('web.sysRole.selectOne'));
    onOk(chosen.map(({ id, roleName, roleCode }) => ({ id, roleName, roleCode })));
  };

  return (
    <Modal open={open} title={t('web.sysRole.pickerTitle')} width={ROLE_PICKER_WIDTH} onOk={confirm} onCancel={onCancel}
      okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item name="roleName" label={label('roleName')}><Input allowClear /></Form.Item>
        <Form.Item name="roleCode" label={label('roleCode')}><Input allowClear /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('web.kit.search')}</Button>
          <Button onClick={() => { form.resetFields(); search({}); }}>{t('web.kit.reset')}</Button>
        </Space>
      </Form>
      <Table<PickedRole> rowKey="id" size="small" loading={query.isFetching} dataSource={records}
        columns={[
          { key: 'roleName', dataIndex: 'roleName', title: label('roleName') },
          { key: 'roleCode', dataIndex: 'roleCode', title: label('roleCode') },
        ]}
        rowSelection={{ type: multiple ? 'checkbox' : 'radio', selectedRowKeys: chosen.map((r) => r.id), onChange: onSelect }}
        onRow={(row) => ({ onClick: () => toggle(row) })}
        pagination={{
          current: page.pageNo, pageSize: page.pageSize, total: query.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showQuickJumper: true,
          showTotal: (total) => t('web.kit.total', { total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }} />
    </Modal>
  );
}
