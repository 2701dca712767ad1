import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Empty, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PermissionTreeNode } from '@weld/core';
import { roleAuthApi } from './role-api';

interface Props {
  roleId: string;
  /** the menu clicked in the tree, or null before any */
  menu: PermissionTreeNode | null;
  /** whether the role holds the menu as saved (rules are chosen per saved grant) */
  granted: boolean;
}

/** The active data rules of one menu with the ones this role applies checked, and 保存规则. */
export function RoleDataRules({ roleId, menu, granted }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useQuery({
    queryKey: ['role', 'dataRules', menu?.key, roleId],
    queryFn: () => roleAuthApi.rules(menu!.key, roleId),
    enabled: Boolean(menu) && roleId !== '',
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChosen(rules.data?.drChecked ?? []), [rules.data]);

  if (!menu) return <Empty description={t('web.sysRole.pickMenu')} />;
  if (rules.isLoading) return <Spin />;
  const list = rules.data?.datarule ?? [];

  async function save() {
    setSaving(true);
    const done = await roleAuthApi.saveRules(menu!.key, roleId, chosen).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (done) void message.success(t('web.sysRole.saved'));
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{menu.slotTitle}</Typography.Title>
      {!granted && <Alert type="warning" showIcon title={t('web.sysRole.notGranted')} />}
      {list.length === 0 ? (
        <Empty description={t('web.sysRole.noRules')} />
      ) : (
        <>
          <Checkbox.Group
            value={chosen}
            onChange={(values) => setChosen(values.map(String))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {list.map((rule) => (
              <Checkbox key={rule.id} value={rule.id}>
                {rule.ruleName}{' '}
                <Typography.Text type="secondary">
                  ({rule.ruleColumn} {rule.ruleConditions} {rule.ruleValue})
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
          <Button type="primary" disabled={!granted} loading={saving} onClick={() => void save()}>
            {t('web.sysRole.saveRules')}
          </Button>
        </>
      )}
    </Space>
  );
}
