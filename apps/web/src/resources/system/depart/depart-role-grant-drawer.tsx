import { Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { departApi } from './depart-api';
import { GrantTree } from './grant-tree';
import { useGrantEditor } from './use-grant-editor';

interface Props {
  departId: string;
  /** the role being authorised; none: closed */
  roleId: string | null;
  onClose(): void;
}

/** 授权 of a department role: the department's own rights as a tree (queryTreeListForDeptRole). */
export function DepartRoleGrantDrawer({ departId, roleId, onClose }: Props) {
  const { t } = useTranslation();
  const grants = useGrantEditor({
    queryKey: ['departRole', 'permission', roleId],
    loadTree: () => departApi.roleTree(departId),
    loadChecked: () => departApi.rolePermissions(roleId ?? ''),
    save: (ids, last) => departApi.saveRolePermissions(roleId ?? '', ids, last),
    enabled: roleId !== null,
  });
  return (
    <Drawer
      open={roleId !== null}
      onClose={onClose}
      title={t('web.sysDepart.authorizeTitle')}
      size={500}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={grants.saving} onClick={grants.save}>
            {t('web.sysDepart.save')}
          </Button>
        </Space>
      }
    >
      <GrantTree
        tree={grants.tree}
        loading={grants.loading}
        checked={grants.checked}
        onChange={grants.setChecked}
      />
    </Drawer>
  );
}
