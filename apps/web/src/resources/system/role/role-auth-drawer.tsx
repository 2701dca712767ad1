import { useEffect, useMemo, useState } from 'react';
import { App, Button, Drawer, Space, Spin, Tabs, Tag, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PermissionTreeNode } from '@weld/core';
import { loadMenu } from '../../../lib/menu-store';
import { roleAuthApi } from './role-api';
import { branchKeys, toggleKey } from './auth-tree';
import { RoleDataRules } from './role-data-rules';

export const ROLE_AUTH_DRAWER_WIDTH = 650;

interface Props {
  role: { id: string; roleName: string } | null;
  onClose(): void;
}

/**
 * 授权: the menu and button tree of a role (checking a node checks its ancestors, unchecking clears its
 * subtree), expand/collapse all, check all, 仅保存 / 保存并关闭, and the data rules of a menu marked 规则.
 */
export function RoleAuthDrawer({ role, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const roleId = role?.id ?? '';
  const tree = useQuery({
    queryKey: ['role', 'authTree'],
    queryFn: roleAuthApi.tree,
    enabled: Boolean(role),
  });
  const granted = useQuery({
    queryKey: ['role', 'granted', roleId],
    queryFn: () => roleAuthApi.granted(roleId),
    enabled: Boolean(role),
  });
  const [checked, setChecked] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [tab, setTab] = useState('menu');
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);
  const [saving, setSaving] = useState(false);
  const nodes = useMemo(() => tree.data?.treeList ?? [], [tree.data]);

  useEffect(() => {
    if (!granted.data) return;
    setChecked(granted.data);
    setLast(granted.data);
  }, [granted.data]);
  useEffect(() => {
    if (!role) return;
    setTab('menu');
    setRuleMenu(null);
  }, [role]);
  useEffect(() => setExpanded(branchKeys(nodes)), [nodes]);

  async function save(close: boolean) {
    setSaving(true);
    const done = await roleAuthApi.save(roleId, checked, last).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (!done) return;
    setLast(checked);
    void message.success(t('web.sysRole.saved'));
    if (close) onClose();
    await granted.refetch();
    // the signed-in user may hold this role: their own menu and buttons follow at once
    await loadMenu().catch(() => undefined);
  }

  const title = (node: PermissionTreeNode) => (
    <span>
      {node.slotTitle}
      {node.ruleFlag && (
        <Tag color="orange" style={{ marginInlineStart: 6 }}>
          {t('web.sysRole.ruleMark')}
        </Tag>
      )}
    </span>
  );

  const menuTab = (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(branchKeys(nodes))}>
          {t('web.sysRole.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('web.sysRole.collapseAll')}
        </Button>
        <Button size="small" onClick={() => setChecked(tree.data?.ids ?? [])}>
          {t('web.sysRole.checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked([])}>
          {t('web.sysRole.uncheckAll')}
        </Button>
      </Space>
      {tree.isLoading || granted.isLoading ? (
        <Spin />
      ) : (
        <Tree<PermissionTreeNode>
          checkable
          checkStrictly
          treeData={nodes}
          fieldNames={{ key: 'key', title: 'slotTitle', children: 'children' }}
          titleRender={title}
          checkedKeys={checked}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onCheck={(_, info) =>
            setChecked((now) => toggleKey(nodes, now, String(info.node.key), info.checked))
          }
          onSelect={(_, info) => {
            if (!info.node.ruleFlag) return;
            setRuleMenu(info.node);
            setTab('rules');
          }}
        />
      )}
    </>
  );

  return (
    <Drawer
      open={Boolean(role)}
      title={role ? `${t('web.sysRole.drawerTitle')} - ${role.roleName}` : ''}
      size={ROLE_AUTH_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button loading={saving} onClick={() => void save(false)}>
            {t('web.sysRole.save')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save(true)}>
            {t('web.sysRole.saveAndClose')}
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'menu', label: t('web.sysRole.menuTab'), children: menuTab },
          {
            key: 'rules',
            label: t('web.sysRole.dataRuleTab'),
            children: (
              <RoleDataRules
                roleId={roleId}
                menu={ruleMenu}
                granted={ruleMenu ? last.includes(ruleMenu.key) : false}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
