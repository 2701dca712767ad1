import { useEffect } from 'react';
import { App, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_DIALOG_WIDTH } from '@weld/core';
import { ChangePasswordForm } from './change-password-form';

interface Props {
  open: boolean;
  username: string | null | undefined;
  onClose: () => void;
  /** after a successful change */
  onChanged?: () => void;
  /** a first-login change: no way to dismiss the dialog until it succeeds */
  forced?: boolean;
}

/** 修改密码 dialog, width 800 (spec shell §4, §5, §9). */
export function ChangePasswordDialog({ open, username, onClose, onChanged, forced }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  useEffect(() => {
    if (open && !username) {
      message.warning(t('web.password.noUser'));
      onClose();
    }
  }, [open, username, message, onClose, t]);

  return (
    <Modal
      open={open && Boolean(username)}
      title={t('web.password.title')}
      width={PASSWORD_DIALOG_WIDTH}
      onCancel={forced ? undefined : onClose}
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      footer={null}
      destroyOnHidden
    >
      {forced && <p>{t('web.password.mustChange')}</p>}
      <ChangePasswordForm
        username={username ?? ''}
        onDone={() => {
          onChanged?.();
          onClose();
        }}
        footer={(submitting) => (
          <div style={{ textAlign: 'right' }}>
            {!forced && (
              <Button onClick={onClose} style={{ marginRight: 8 }}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('common.ok')}
            </Button>
          </div>
        )}
      />
    </Modal>
  );
}
