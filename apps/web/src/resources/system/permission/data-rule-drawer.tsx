import { useMemo, useState } from 'react';
import { App, Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readableFields, resourceRegistry, rightOf, type DataRule, type PermissionNode } from '@weld/core';
import { permissionApi, permissionKeys } from './permission-api';
import { DataRuleForm, type FieldChoice } from './data-rule-form';

const AUDIT_KEYS = ['createBy', 'updateBy', 'createTime', 'updateTime'];

interface Props {
  menu: PermissionNode | null;
  onClose(): void;
}

/** The fields a rule may name: readable fields of the resources whose list right the menu holds (as the server checks). */
function fieldChoices(menu: PermissionNode | null, t: (key: string) => string): FieldChoice[] {
  const codes = (menu?.perms ?? '').split(',').map((c) => c.trim());
  const defs = resourceRegistry.filter((def) => codes.includes(rightOf(def, 'list')));
  const fields = defs.flatMap((def) =>
    readableFields(def).map((f) => ({
      value: f.key,
      label: `${t(`resources.${def.name}.fields.${f.key}`)} (${f.key})`,
    })),
  );
  // the audit columns every resource table has ("rows I created": createBy = #{sys_user_code})
  const audit =
    defs.length === 0
      ? []
      : AUDIT_KEYS.map((key) => ({ value: key, label: `${t(`web.sysPermission.audit.${key}`)} (${key})` }));
  const seen = new Set<string>();
  return [...fields, ...audit].filter((f) => !seen.has(f.value) && Boolean(seen.add(f.value)));
}

/** 数据规则 of one menu: its rules with 新增规则, 编辑 and 删除. */
export function DataRuleDrawer({ menu, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<DataRule | 'new' | null>(null);
  const rules = useQuery({
    queryKey: permissionKeys.rules(menu?.id ?? ''),
    queryFn: () => permissionApi.rules(menu!.id),
    enabled: Boolean(menu),
  });
  const fields = useMemo(() => fieldChoices(menu, t), [menu, t]);
  const label = (key: string) => t(`resources.dataRule.fields.${key}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: permissionKeys.all });

  async function remove(rule: DataRule) {
    const done = await permissionApi.removeRule(rule.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    void message.success(t('web.kit.deleted'));
    await refresh();
  }

  return (
    <Drawer
      open={Boolean(menu)}
      size={650}
      onClose={onClose}
      title={menu ? `${t('web.sysPermission.dataRule')} - ${menu.title}` : ''}
      destroyOnHidden
    >
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>
        {t('web.sysPermission.ruleAdd')}
      </Button>
      <Table<DataRule>
        rowKey="id"
        size="small"
        loading={rules.isFetching}
        dataSource={rules.data ?? []}
        pagination={false}
        columns={[
          { key: 'ruleName', dataIndex: 'ruleName', title: label('ruleName') },
          { key: 'ruleColumn', dataIndex: 'ruleColumn', title: label('ruleColumn') },
          { key: 'ruleConditions', dataIndex: 'ruleConditions', title: label('ruleConditions') },
          { key: 'ruleValue', dataIndex: 'ruleValue', title: label('ruleValue') },
          {
            key: 'status',
            dataIndex: 'status',
            title: label('status'),
            render: (status: string) => (
              <Tag color={status === '1' ? 'green' : 'default'}>
                {t(status === '1' ? 'web.sysPermission.statusOn' : 'web.sysPermission.statusOff')}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('web.kit.actions'),
            render: (_: unknown, rule: DataRule) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(rule)}>
                  {t('web.kit.edit')}
                </Button>
                <Popconfirm
                  title={t('web.kit.confirmDelete')}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove(rule)}
                >
                  <Button type="link" size="small" danger>
                    {t('web.kit.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {menu && (
        <DataRuleForm
          permissionId={menu.id}
          rule={editing}
          fields={fields}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </Drawer>
  );
}
