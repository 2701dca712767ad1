import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { isStrongPassword, MOBILE_PATTERN, USERNAME_PATTERN } from '@weld/core';

/** Registration rules of spec shell §5; the username pattern is the 4–18 reading, its message the 6到18 one. */
export function registerRules(t: TFunction) {
  return {
    username: [
      { required: true, message: t('web.validation.usernameRequired') },
      { pattern: /^[A-Za-z0-9_]*$/, message: t('web.validation.usernameChars') },
      { pattern: USERNAME_PATTERN, message: t('web.validation.usernameLength') },
    ] as FormRule[],
    password: [
      { required: true, message: t('web.register.passwordPolicy') },
      {
        validator: (_: unknown, v: string) => (!v || isStrongPassword(v) ? Promise.resolve() : Promise.reject(new Error(t('web.register.passwordWeak')))),
      },
    ] as FormRule[],
    confirm: [
      { required: true, message: t('web.password.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: (_: unknown, v: string) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('web.register.mismatch')))),
      }),
    ] as FormRule[],
    mobile: [
      { required: true, message: t('web.validation.mobileRequired') },
      { pattern: MOBILE_PATTERN, message: t('web.validation.mobileInvalid') },
    ] as FormRule[],
    smscode: [{ required: true, message: t('web.sms.required') }] as FormRule[],
  };
}
