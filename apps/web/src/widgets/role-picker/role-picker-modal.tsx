import { useState } from 'react';
import { Form, Input, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, role } from '@weld/core';
import { usePickedRows, type PickerDialogProps } from '../picker/use-picked-rows';
import { rolePage, type PickedRole, type RoleQuery } from './role-picker-api';
import { SearchButtons } from '../picker/search-buttons';

/** Spec widgets §9: picker dialogs are 1200 wide; lists page by 10/20/30. */
export const ROLE_PICKER_WIDTH = 1200;
const PAGE_SIZES = [10, 20, 30];

type Props = PickerDialogProps<PickedRole>;

/**
 * 选择角色: roles (roleName, roleCode) searched and paged, single or multiple choice kept across pages;
 * answers id, roleName and roleCode of each (spec widgets §3).
 * @example <RolePickerModal open multiple onOk={(roles) => save(roles.map((r) => r.id))} onCancel={close} />
 */
export function RolePickerModal({ open, multiple = false, initial = [], onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Pick<RoleQuery, 'roleName' | 'roleCode'>>();
  const [filters, setFilters] = useState<Pick<RoleQuery, 'roleName' | 'roleCode'>>({});
  const label = (key: string) => t(fieldLabelKey(role, key));
  const { toggle, confirm, newSearch, table } = usePickedRows<PickedRole>({
    open,
    multiple,
    initial,
    keyOf: (r) => r.id,
    pageSizes: PAGE_SIZES,
    queryKey: ['role', 'picker'],
    filters,
    fetch: rolePage,
    // the listed rows carry more than a role's answer (description, createTime)
    emptyWarning: t('web.sysRole.selectOne'),
    onOk: (roles) => onOk(roles.map(({ id, roleName, roleCode }) => ({ id, roleName, roleCode }))),
  });

  const search = (values: Pick<RoleQuery, 'roleName' | 'roleCode'>) => {
    setFilters({
      roleName: values.roleName?.trim() || undefined,
      roleCode: values.roleCode?.trim() || undefined,
    });
    newSearch();
  };

  return (
    <Modal
      open={open}
      title={t('web.sysRole.pickerTitle')}
      width={ROLE_PICKER_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item name="roleName" label={label('roleName')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="roleCode" label={label('roleCode')}>
          <Input allowClear />
        </Form.Item>
        <SearchButtons form={form} onSearch={search} />
      </Form>
      <Table<PickedRole>
        rowKey="id"
        size="small"
        {...table}
        columns={[
          { key: 'roleName', dataIndex: 'roleName', title: label('roleName') },
          { key: 'roleCode', dataIndex: 'roleCode', title: label('roleCode') },
        ]}
        onRow={(row) => ({ onClick: () => toggle(row) })}
      />
    </Modal>
  );
}
