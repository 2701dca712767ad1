import type { DepartTreeNode } from '@weld/core';
import { useMemo, useState } from 'react';
import { App, Button, Card, Col, Empty, Form, Input, Row, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { depart, departRole, isElementVisible, resourceTitleKey, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { ExcelButtons } from '../../../kit/excel-buttons';
import { ResourceDrawer } from '../../../kit/resource-drawer';
import { resourceApi, resourceKeys, resourceUrls } from '../../../kit/resource-api';
import { useResourceForm } from '../../../kit/use-resource-form';
import { useResourceRights } from '../../../kit/use-rights';
import { flattenDeparts, useDepartTree } from '../../../widgets/depart-select/depart-tree-api';
import { DepartInfoForm } from './depart-info-form';
import { DepartPermissionTab } from './depart-permission-tab';
import { DepartRoleTab } from './depart-role-tab';
import { DepartTreePanel } from '../../../widgets/depart-select/depart-tree-panel';

/**
 * 部门管理 ('system/DepartList'): the department tree on the left (search, 添加部门, 添加下级, 删除,
 * 批量删除, 导入/导出), the chosen department's 基本信息, 部门权限 and 部门角色 on the right.
 */
export function DepartPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const rights = useResourceRights(depart);
  const roleRights = useResourceRights(departRole);
  const auth = useAuthContext();
  const api = useMemo(() => resourceApi(resourceUrls(depart.path)), []);
  const form = useResourceForm({ definition: depart, api });
  const { data: tree = [] } = useDepartTree();
  const [selectedId, setSelectedId] = useState<string>();
  const [checked, setChecked] = useState<string[]>([]);
  const [parent, setParent] = useState<DepartTreeNode | null>(null);
  const byId = useMemo(() => new Map(flattenDeparts(tree).map((n) => [n.id, n])), [tree]);
  const selected = selectedId ? byId.get(selectedId) : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys('depart').all });

  const create = (under: DepartTreeNode | null) => {
    setParent(under);
    form.openCreate();
  };

  const remove = (ids: string[], after: () => void) =>
    modal.confirm({
      title: t('web.kit.confirmTitle'),
      content: t('web.sysDepart.confirmDelete'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // a refusal (users or sub-departments left) was reported by the HTTP client with the server's reason
        const done = await (ids.length === 1 ? api.remove(ids[0]) : api.removeBatch(ids)).then(
          () => true,
          () => false,
        );
        if (!done) return;
        void message.success(t('web.sysDepart.deleted'));
        after();
        await refresh();
      },
    });

  const toolbar = (
    <>
      {rights.add && (
        <Button type="primary" onClick={() => create(null)}>
          {t('web.sysDepart.addDepart')}
        </Button>
      )}
      {rights.add && (
        <Button
          onClick={() => (selected ? create(selected) : void message.warning(t('web.sysDepart.selectFirst')))}
        >
          {t('web.sysDepart.addChild')}
        </Button>
      )}
      {rights.delete && (
        <Button
          danger
          onClick={() =>
            selected
              ? remove([selected.id], () => setSelectedId(undefined))
              : void message.warning(t('web.sysDepart.selectFirst'))
          }
        >
          {t('web.sysDepart.delete')}
        </Button>
      )}
      {rights.delete && (
        <Button
          danger
          onClick={() =>
            checked.length
              ? remove(checked, () => setChecked([]))
              : void message.warning(t('web.kit.selectOne'))
          }
        >
          {t('web.sysDepart.batchDelete')}
        </Button>
      )}
      <ExcelButtons
        api={api}
        canExport={rights.export}
        canImport={rights.import}
        params={{}}
        selectedRowKeys={checked}
        fallbackName={`${t(resourceTitleKey(depart))}.xlsx`}
        onImported={refresh}
      />
    </>
  );

  const tabs = selected && [
    {
      key: 'info',
      label: t('web.sysDepart.basicInfo'),
      children: (
        <DepartInfoForm
          key={selected.id}
          api={api}
          departId={selected.id}
          parentName={selected.parentId ? (byId.get(selected.parentId)?.departName ?? null) : null}
          canEdit={rights.edit}
        />
      ),
    },
    ...(isElementVisible(RIGHTS.depart.permission, auth)
      ? [
          {
            key: 'permission',
            label: t('web.sysDepart.departPermission'),
            children: <DepartPermissionTab key={selected.id} departId={selected.id} />,
          },
        ]
      : []),
    ...(isElementVisible(RIGHTS.depart.roleList, auth)
      ? [
          {
            key: 'role',
            label: t('web.sysDepart.departRole'),
            children: <DepartRoleTab key={selected.id} departId={selected.id} canGrant={roleRights.edit} />,
          },
        ]
      : []),
  ];

  return (
    <Row gutter={16}>
      <Col xs={24} md={10} lg={8}>
        <Card variant="borderless">
          <DepartTreePanel
            toolbar={toolbar}
            selected={selected}
            onSelect={(n) => setSelectedId(n?.id)}
            checked={checked}
            onCheck={setChecked}
          />
        </Card>
      </Col>
      <Col xs={24} md={14} lg={16}>
        <Card variant="borderless">
          {tabs ? (
            <Tabs items={tabs} destroyOnHidden />
          ) : (
            <Empty description={t('web.sysDepart.selectFirst')} />
          )}
        </Card>
      </Col>
      <ResourceDrawer
        definition={depart}
        form={form}
        formSection={() => (
          <>
            <Form.Item label={t('web.sysDepart.parent')}>
              <Input value={parent?.departName ?? t('web.sysDepart.rootParent')} disabled />
            </Form.Item>
            <Form.Item name="parentId" hidden initialValue={parent?.id}>
              <Input />
            </Form.Item>
          </>
        )}
      />
    </Row>
  );
}
