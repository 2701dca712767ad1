import { App, Button } from 'antd';
import { DownOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../kit/resource-api';
import type { ToolbarContext } from '../../../kit/resource-page';
import { userAdminApi, type UserStatus } from './user-api';
import { MenuDropdown } from '../../../widgets/menu-dropdown';

/** What the signed-in user may do beyond the kit's buttons. */
export interface UserRights {
  frozen: boolean;
  resetPassword: boolean;
}

/** Freezes or unfreezes after a confirmation; the HTTP client reports a refusal. */
function useFreeze() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  return (ids: string[], status: UserStatus, done: () => Promise<void> | void) =>
    modal.confirm({
      title: t(status === 2 ? 'web.sysUser.freeze' : 'web.sysUser.unfreeze'),
      content: t(status === 2 ? 'web.sysUser.confirmFreeze' : 'web.sysUser.confirmUnfreeze'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const text = await userAdminApi.frozenBatch(ids, status).catch(() => null);
        if (text === null) return;
        void message.success(text);
        await done();
      },
    });
}

interface MoreProps {
  record: Row;
  rights: UserRights;
  onResetPassword(username: string): void;
  onChanged(): Promise<void>;
}

/** 更多 of a row: 冻结 or 解冻 (by the user's status) and 重置密码, as the rights allow. */
export function UserMoreActions({ record, rights, onResetPassword, onChanged }: MoreProps) {
  const { t } = useTranslation();
  const freeze = useFreeze();
  const frozen = String(record.status) === '2';
  const items = [
    ...(rights.frozen
      ? [{ key: 'freeze', label: t(frozen ? 'web.sysUser.unfreeze' : 'web.sysUser.freeze') }]
      : []),
    ...(rights.resetPassword ? [{ key: 'reset', label: t('web.sysUser.resetPassword') }] : []),
  ];
  if (items.length === 0) return null;
  const onClick = ({ key }: { key: string }) => {
    if (key === 'freeze') freeze([record.id], frozen ? 1 : 2, onChanged);
    else onResetPassword(String(record.username));
  };
  return (
    <MenuDropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="link" size="small">
        {t('web.sysUser.more')} <DownOutlined />
      </Button>
    </MenuDropdown>
  );
}

/** 批量冻结 / 批量解冻 of the selected users (请选择一条记录！ without a selection). */
export function FreezeButtons({ selectedRowKeys, clearSelection, refresh }: ToolbarContext) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const freeze = useFreeze();
  const run = (status: UserStatus) => {
    if (selectedRowKeys.length === 0) return void message.warning(t('web.kit.selectOne'));
    freeze(selectedRowKeys, status, async () => {
      clearSelection();
      await refresh();
    });
  };
  return (
    <>
      <Button icon={<LockOutlined />} onClick={() => run(2)}>
        {t('web.sysUser.batchFreeze')}
      </Button>
      <Button icon={<UnlockOutlined />} onClick={() => run(1)}>
        {t('web.sysUser.batchUnfreeze')}
      </Button>
    </>
  );
}
