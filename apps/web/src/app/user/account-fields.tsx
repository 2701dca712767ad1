import { Form, Input } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmsCodeInput } from '../../widgets/sms-code/sms-code-input';
import { PasswordStrength } from './password-strength';
import { registerRules } from './register-rules';

/** New password with its strength meter, and its confirmation: registration and recovery ask the same. */
export function NewPasswordFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const rules = registerRules(t);
  const password = (Form.useWatch('password', form) as string | undefined) ?? '';
  return (
    <>
      <Form.Item name="password" rules={rules.password} extra={<PasswordStrength password={password} />}>
        <Input.Password
          placeholder={t('web.register.password')}
          aria-label={t('web.register.password')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirm" rules={rules.confirm} dependencies={['password']}>
        <Input.Password
          placeholder={t('web.register.confirm')}
          aria-label={t('web.register.confirm')}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}

interface MobileSmsFieldsProps {
  form: FormInstance;
  /** '1' register, '2' forgotten password */
  smsmode: '1' | '2';
  /** the mobile number's rules (registration and recovery word the wrong-number message differently) */
  mobileRules: FormRule[];
  onError: (text: string) => void;
}

/** Mobile number and the SMS code sent to it for `smsmode`. */
export function MobileSmsFields({ form, smsmode, mobileRules, onError }: MobileSmsFieldsProps) {
  const { t } = useTranslation();
  const rules = registerRules(t);
  return (
    <>
      <Form.Item name="mobile" rules={mobileRules}>
        <Input placeholder={t('web.login.mobile')} aria-label={t('web.login.mobile')} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="smscode" rules={rules.smscode}>
        <SmsCodeInput
          smsmode={smsmode}
          mobile={() => form.getFieldValue('mobile') as string | undefined}
          onError={onError}
        />
      </Form.Item>
    </>
  );
}
