import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isElementVisible, role as roleDefinition, RIGHTS } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import { useAuthContext } from '../../../lib/use-session';
import { RoleAuthDrawer } from './role-auth-drawer';

/** Where 角色用户 lives (migration 0007's menu row); 用户 opens it on the row's role. */
export const ROLE_USER_PATH = '/isystem/roleUser';

/** 角色管理: the kit's list of roles with the row actions 授权 (permission drawer) and 用户 (the role's users). */
export function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuthContext();
  const [authorizing, setAuthorizing] = useState<{ id: string; roleName: string } | null>(null);
  const canAuthorize = isElementVisible(RIGHTS.role.authorize, auth);
  const canUsers = isElementVisible(RIGHTS.role.user, auth);

  return (
    <>
      <ResourcePage
        definition={roleDefinition}
        slots={{
          rowActions: (record) => (
            <>
              {canAuthorize && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setAuthorizing({ id: record.id, roleName: String(record.roleName ?? '') })}
                >
                  {t('web.sysRole.authorize')}
                </Button>
              )}
              {canUsers && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(`${ROLE_USER_PATH}?roleId=${encodeURIComponent(record.id)}`)}
                >
                  {t('web.sysRole.users')}
                </Button>
              )}
            </>
          ),
        }}
      />
      <RoleAuthDrawer role={authorizing} onClose={() => setAuthorizing(null)} />
    </>
  );
}
