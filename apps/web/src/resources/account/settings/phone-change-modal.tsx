import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@weld/core';
import { MOBILE_PATTERN } from '@weld/core';
import { errorText } from '../../../lib/api/error-text';
import { SmsCodeInput } from '../../../widgets/sms-code/sms-code-input';
import { profileApi } from './account-api';

interface Values {
  phone: string;
  smscode: string;
}

/**
 * 更换手机号: the new number and the SMS code sent to it; the server binds the number only with the code.
 * @example <PhoneChangeModal open onClose={close} onChanged={(u) => session.setUserInfo(u)} />
 */
export function PhoneChangeModal({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose(): void;
  onChanged(user: UserInfo): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (v: Values) => {
    setSaving(true);
    setError(null);
    try {
      const r = await profileApi.changePhone(v.phone, v.smscode.trim());
      onChanged(r.userInfo);
      form.resetFields();
    } catch (e) {
      setError(errorText(e, t('web.account.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('web.account.changePhone')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="phone-change"
        onFinish={(v) => void submit(v)}
        preserve={false}
      >
        <Form.Item
          name="phone"
          label={t('web.account.newPhone')}
          rules={[
            { required: true, message: t('web.validation.mobileRequired') },
            { pattern: MOBILE_PATTERN, message: t('web.validation.mobileInvalid') },
          ]}
        >
          <Input size="large" maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="smscode"
          label={t('web.sms.placeholder')}
          rules={[{ required: true, message: t('web.sms.required') }]}
        >
          <SmsCodeInput
            mobile={() => form.getFieldValue('phone') as string | undefined}
            smsmode={profileApi.sendPhoneCode}
            onError={setError}
          />
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
