import { useState } from 'react';
import { App, Button, Form, Input, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@weld/core';
import { EMAIL_PATTERN, isElementVisible, RIGHTS } from '@weld/core';
import { sessionApi, type EditSelfRequest } from '../../../lib/api/session-api';
import { errorText } from '../../../lib/api/error-text';
import { session } from '../../../lib/session';
import { useAuthContext } from '../../../lib/use-session';

export const EDIT_SELF_RIGHT = RIGHTS.accountSettings.edit;

/** Own name, e-mail and sex (the phone changes under 账号绑定 with an SMS code); client rules of spec shell §5, server errors shown under the form. */
export function BasicSettingsForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const auth = useAuthContext();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (v: EditSelfRequest) => {
    setSaving(true);
    setError(null);
    try {
      const r = await sessionApi.editSelf({
        realname: v.realname,
        email: v.email || null,
        sex: v.sex ?? null,
      });
      session.setUserInfo(r.userInfo);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      message.success(t('web.account.saved'));
    } catch (e) {
      setError(errorText(e, t('web.account.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<EditSelfRequest>
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={(v) => void save(v)}
      name="basic-settings"
      initialValues={{ realname: user.realname, email: user.email ?? '', sex: user.sex }}
    >
      <Form.Item
        name="realname"
        label={t('web.account.realname')}
        rules={[{ required: true, message: t('web.account.realnameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('web.account.email')}
        rules={[{ pattern: EMAIL_PATTERN, message: t('web.validation.emailInvalid') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="sex" label={t('web.account.sex')}>
        <Radio.Group
          options={[
            { value: 1, label: t('web.account.male') },
            { value: 2, label: t('web.account.female') },
          ]}
        />
      </Form.Item>
      {error && (
        <div role="alert" style={{ color: '#ff4d4f', marginBottom: 16 }}>
          {error}
        </div>
      )}
      {isElementVisible(EDIT_SELF_RIGHT, auth) && (
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}
