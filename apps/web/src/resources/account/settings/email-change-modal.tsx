import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@weld/core';
import { EMAIL_PATTERN } from '@weld/core';
import { sessionApi } from '../../../lib/api/session-api';
import { errorText } from '../../../lib/api/error-text';

/**
 * 修改邮箱: the own profile saved with a new address (name and sex kept), checked on both sides.
 * @example <EmailChangeModal user={user} open onClose={close} onChanged={(u) => session.setUserInfo(u)} />
 */
export function EmailChangeModal({
  user,
  open,
  onClose,
  onChanged,
}: {
  user: UserInfo;
  open: boolean;
  onClose(): void;
  onChanged(user: UserInfo): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    setSaving(true);
    setError(null);
    try {
      const r = await sessionApi.editSelf({
        realname: user.realname,
        email: email.trim(),
        sex: user.sex ?? null,
      });
      onChanged(r.userInfo);
    } catch (e) {
      setError(errorText(e, t('web.account.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('web.account.changeEmail')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
    >
      <Form
        form={form}
        layout="vertical"
        name="email-change"
        initialValues={{ email: user.email ?? '' }}
        onFinish={(v) => void submit(v)}
        preserve={false}
      >
        <Form.Item
          name="email"
          label={t('web.account.email')}
          rules={[
            { required: true, message: t('web.account.emailRequired') },
            { pattern: EMAIL_PATTERN, message: t('web.validation.emailInvalid') },
          ]}
        >
          <Input maxLength={100} type="email" />
        </Form.Item>
        {error && (
          <div role="alert" style={{ color: '#ff4d4f' }}>
            {error}
          </div>
        )}
      </Form>
    </Modal>
  );
}
