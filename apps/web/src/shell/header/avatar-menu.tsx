import { lazy, Suspense, useState } from 'react';
import { App } from 'antd';
import {
  ClusterOutlined,
  DeleteOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  SkinOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@weld/core';
import { flattenMenu } from '@weld/core';
import { useSessionUser } from '../../lib/use-session';
import { staticUrl } from '../../widgets/upload/static-url';
import { clearDictCache } from './clear-cache';
import { useLogout } from './use-logout';
import { MenuDropdown } from '../../widgets/menu-dropdown';

type Dialog = 'password' | 'depart' | 'settings' | null;

// the dialogs (and the form engine they bring) load when first opened, not with the shell
const ChangePasswordDialog = lazy(() =>
  import('../../widgets/change-password/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);
const DepartDialog = lazy(() => import('./depart-dialog').then((m) => ({ default: m.DepartDialog })));
const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

/** Avatar menu of the header (spec shell §2): personal centre, settings, password, department, cache, logout. */
export function AvatarMenu({ menu, compact }: { menu: MenuNode[]; compact?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSessionUser();
  const logout = useLogout();
  const [dialog, setDialog] = useState<Dialog>(null);
  const pathOf = (name: string) => flattenMenu(menu).find((n) => n.name === name)?.path;
  const center = pathOf('account-center');
  const settings = pathOf('account-settings-base');

  const clearCache = async () => {
    try {
      await clearDictCache();
      message.success(t('web.header.cacheCleared'));
    } catch {
      message.error(t('web.header.cacheFailed'));
    }
  };

  const items = [
    center
      ? {
          key: 'center',
          icon: <UserOutlined />,
          label: t('web.header.accountCenter'),
          onClick: () => navigate(center),
        }
      : null,
    settings
      ? {
          key: 'settings',
          icon: <SettingOutlined />,
          label: t('web.header.accountSettings'),
          onClick: () => navigate(settings),
        }
      : null,
    {
      key: 'system',
      icon: <SkinOutlined />,
      label: t('web.header.systemSettings'),
      onClick: () => setDialog('settings'),
    },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: t('web.header.changePassword'),
      onClick: () => setDialog('password'),
    },
    {
      key: 'depart',
      icon: <ClusterOutlined />,
      label: t('web.header.switchDepart'),
      onClick: () => setDialog('depart'),
    },
    {
      key: 'cache',
      icon: <DeleteOutlined />,
      label: t('web.header.clearCache'),
      onClick: () => void clearCache(),
    },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('web.header.logout'), onClick: logout },
  ].filter((x) => x !== null);

  return (
    <>
      <MenuDropdown menu={{ items }} placement="bottomRight" trigger={['click']}>
        {/* plain markup: antd's Avatar and Space would weigh on every screen for one small picture; a button
            so that Tab reaches the menu and Enter or Space opens it */}
        <button
          type="button"
          className="weld-avatar-menu"
          data-testid="avatar-menu"
          aria-haspopup="menu"
          aria-label={compact ? user?.realname || user?.username : undefined}
        >
          <span className="weld-avatar">
            {user?.avatar ? <img src={staticUrl(user.avatar)} alt="" /> : <UserOutlined />}
          </span>
          {!compact && <span>{user?.realname || user?.username}</span>}
        </button>
      </MenuDropdown>
      <Suspense fallback={null}>
        {dialog === 'password' && (
          <ChangePasswordDialog open username={user?.username} onClose={() => setDialog(null)} />
        )}
        {dialog === 'depart' && <DepartDialog open onClose={() => setDialog(null)} />}
        {dialog === 'settings' && <SettingsDrawer open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
