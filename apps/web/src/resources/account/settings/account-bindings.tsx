import { useState } from 'react';
import { Button, List } from 'antd';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@weld/core';
import { session } from '../../../lib/session';
import { EmailChangeModal } from './email-change-modal';
import { PhoneChangeModal } from './phone-change-modal';

/**
 * 账号绑定: the bound phone and e-mail, each with 修改 (or 绑定 when none) for holders of the edit right.
 * @example <AccountBindings user={user} canEdit />
 */
export function AccountBindings({ user, canEdit }: { user: UserInfo; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'phone' | 'email' | null>(null);
  const changed = async (info: UserInfo) => {
    session.setUserInfo(info);
    setOpen(null);
    await queryClient.invalidateQueries({ queryKey: ['user'] });
  };
  const action = (kind: 'phone' | 'email', bound: boolean) =>
    canEdit
      ? [
          <Button key="change" type="link" onClick={() => setOpen(kind)}>
            {t(bound ? 'web.account.change' : 'web.account.bind')}
          </Button>,
        ]
      : [];

  return (
    <div style={{ maxWidth: 640 }}>
      <List itemLayout="horizontal">
        <List.Item actions={action('phone', Boolean(user.phone))}>
          <List.Item.Meta
            avatar={<MobileOutlined style={{ fontSize: 24 }} />}
            title={t('web.account.boundPhone')}
            description={user.phone || t('web.account.notSet')}
          />
        </List.Item>
        <List.Item actions={action('email', Boolean(user.email))}>
          <List.Item.Meta
            avatar={<MailOutlined style={{ fontSize: 24 }} />}
            title={t('web.account.boundEmail')}
            description={user.email || t('web.account.notSet')}
          />
        </List.Item>
      </List>
      <PhoneChangeModal
        open={open === 'phone'}
        onClose={() => setOpen(null)}
        onChanged={(u) => void changed(u)}
      />
      <EmailChangeModal
        user={user}
        open={open === 'email'}
        onClose={() => setOpen(null)}
        onChanged={(u) => void changed(u)}
      />
    </div>
  );
}
