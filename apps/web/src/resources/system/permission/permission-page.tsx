import { useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Table } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isElementVisible, type PermissionNode } from '@weld/core';
import { loadMenu } from '../../../lib/menu-store';
import { useAuthContext } from '../../../lib/use-session';
import { NamedIcon } from '../../../widgets/icon-picker/named-icon';
import { permissionApi, permissionKeys } from './permission-api';
import { PermissionForm, type FormTarget } from './permission-form';
import { DataRuleDrawer } from './data-rule-drawer';
import { MenuTypeTag } from './menu-type-tag';

/** 菜单管理: every menu row as a tree table, with 新增菜单 and per row 编辑, 添加下级, 数据规则 and 删除 as the user's rights allow. */
export function PermissionPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const auth = useAuthContext();
  const can = (action: string) => isElementVisible(`system:permission:${action}`, auth);
  const list = useQuery({ queryKey: permissionKeys.list, queryFn: permissionApi.list });
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [ruleMenu, setRuleMenu] = useState<PermissionNode | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    // the admin's own side menu follows the change at once, as other users' menus do on their next call
    await loadMenu().catch(() => undefined);
  };
  const label = (key: string) => t(`resources.permission.fields.${key}`);

  async function remove(node: PermissionNode) {
    const done = await permissionApi.remove(node.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    void message.success(t('web.kit.deleted'));
    await refresh();
  }

  const columns: ColumnType<PermissionNode>[] = [
    { key: 'title', dataIndex: 'title', title: label('name') },
    {
      key: 'icon',
      dataIndex: 'icon',
      title: label('icon'),
      render: (icon: string | null) =>
        icon && (
          <Space size={6}>
            <NamedIcon name={icon} />
            {icon}
          </Space>
        ),
    },
    { key: 'component', dataIndex: 'component', title: label('component') },
    { key: 'url', dataIndex: 'url', title: label('url') },
    { key: 'sortNo', dataIndex: 'sortNo', title: label('sortNo'), width: 80 },
    {
      key: 'menuType',
      dataIndex: 'menuType',
      title: label('menuType'),
      render: (type: number) => <MenuTypeTag type={type} />,
    },
    {
      key: 'actions',
      title: t('web.kit.actions'),
      fixed: 'right',
      render: (_: unknown, node: PermissionNode) => (
        <Space size={0} wrap>
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', node })}>
              {t('web.kit.edit')}
            </Button>
          )}
          {can('add') && node.menuType !== 2 && (
            <Button type="link" size="small" onClick={() => setTarget({ mode: 'add', parent: node })}>
              {t('web.sysPermission.addChild')}
            </Button>
          )}
          {can('dataRule') && node.menuType !== 2 && (
            <Button type="link" size="small" onClick={() => setRuleMenu(node)}>
              {t('web.sysPermission.dataRule')}
            </Button>
          )}
          {can('delete') && (
            <Popconfirm
              title={t('web.kit.confirmDelete')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove(node)}
            >
              <Button type="link" size="small" danger>
                {t('web.kit.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      {can('add') && (
        <Button
          type="primary"
          style={{ marginBottom: 16 }}
          onClick={() => setTarget({ mode: 'add', parent: null })}
        >
          {t('web.sysPermission.addMenu')}
        </Button>
      )}
      <Table<PermissionNode>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <PermissionForm
        target={target}
        tree={list.data ?? []}
        onClose={() => setTarget(null)}
        onSaved={refresh}
      />
      <DataRuleDrawer menu={ruleMenu} onClose={() => setRuleMenu(null)} />
    </Card>
  );
}
