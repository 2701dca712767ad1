import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { departApi } from './depart-api';
import { GrantTree } from './grant-tree';
import { useGrantEditor } from './use-grant-editor';

/** 部门权限: the menus and buttons the department holds (its roles choose among these). */
export function DepartPermissionTab({ departId }: { departId: string }) {
  const { t } = useTranslation();
  const grants = useGrantEditor({
    queryKey: ['depart', 'permission', departId],
    loadTree: departApi.permissionTree,
    loadChecked: () => departApi.departPermissions(departId),
    save: (ids, last) => departApi.saveDepartPermissions(departId, ids, last),
  });
  return (
    <div>
      <GrantTree
        tree={grants.tree}
        loading={grants.loading}
        checked={grants.checked}
        onChange={grants.setChecked}
      />
      <div style={{ marginTop: 16 }}>
        <Button type="primary" loading={grants.saving} onClick={grants.save}>
          {t('web.sysDepart.save')}
        </Button>
      </div>
    </div>
  );
}
