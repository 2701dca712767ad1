import { useMemo, useState } from 'react';
import { Avatar, Card, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isElementVisible, user, RIGHTS } from '@weld/core';
import { API_BASE } from '../../../lib/env';
import { useAuthContext } from '../../../lib/use-session';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import { DepartTree } from '../../../widgets/user-picker/depart-tree';
import { FreezeButtons, UserMoreActions, type UserRights } from './user-actions';
import { UserFormSection } from './user-form-section';
import { ResetPasswordModal } from './reset-password-modal';

/** A stored upload path as an address the browser can load (DESIGN.md §4: /sys/common/static/{path}). */
const staticUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${API_BASE}/sys/common/static/${path.replace(/^\//, '')}`;

/** 重置密码 changes a password (with its own right), so editing leaves it out */
const EDIT_OMITS = { edit: ['password'] };
/** a new user needs a password (the server demands it on add; an import gets a random one) */
const CREATE_REQUIRES = { create: ['password'] };

const STATUS_COLORS: Record<string, string> = { '1': 'green', '2': 'red' };

/**
 * 用户管理: the department tree filters the kit's user list (departId); the drawer edits roles and
 * departments with the user; rows and toolbar freeze, unfreeze and reset passwords as the rights allow.
 */
export function UserPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const auth = useAuthContext();
  const [departId, setDepartId] = useState<string>();
  const [resetting, setResetting] = useState<string | null>(null);
  const rights: UserRights = {
    frozen: isElementVisible(RIGHTS.user.frozen, auth),
    resetPassword: isElementVisible(RIGHTS.user.resetPassword, auth),
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys(user.name).all });

  const slots = useMemo<ResourcePageSlots>(
    () => ({
      aside: (
        <Card variant="borderless" title={t('web.sysUser.departTree')}>
          <DepartTree value={departId} onChange={setDepartId} />
        </Card>
      ),
      cells: {
        avatar: (value) =>
          typeof value === 'string' && value ? (
            <Avatar src={staticUrl(value.split(',')[0])} />
          ) : (
            <Avatar icon={<UserOutlined />} />
          ),
        status: (value, record: Row) => (
          <Tag color={STATUS_COLORS[String(value)] ?? 'default'}>
            {String(record.status_dictText ?? value ?? '')}
          </Tag>
        ),
      },
      rowActions: (record) => (
        <UserMoreActions record={record} rights={rights} onResetPassword={setResetting} onChanged={refresh} />
      ),
      toolbar: rights.frozen ? (ctx) => <FreezeButtons {...ctx} /> : undefined,
      formSection: (ctx) => <UserFormSection {...ctx} />,
      hints: { orgCode: t('web.formHints.orgCode'), password: t('web.password.rule') },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh only closes over the stable query client
    [t, departId, rights.frozen, rights.resetPassword],
  );

  return (
    <>
      <ResourcePage
        definition={user}
        slots={slots}
        listParams={{ departId }}
        formOmit={EDIT_OMITS}
        formRequired={CREATE_REQUIRES}
      />
      <ResetPasswordModal username={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
