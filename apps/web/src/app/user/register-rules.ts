import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { EMAIL_PATTERN, isStrongPassword, MOBILE_PATTERN, USERNAME_PATTERN } from '@weld/core';

/**
 * Registration rules of spec shell §5; the username pattern is the 4–18 reading, its message the 6到18 one.
 * Registration words its phone message 请输入正确的手机号; password recovery keeps the general 请输入正确手机号.
 */
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
        validator: (_: unknown, v: string) =>
          !v || isStrongPassword(v)
            ? Promise.resolve()
            : Promise.reject(new Error(t('web.register.passwordWeak'))),
      },
    ] as FormRule[],
    confirm: [
      { required: true, message: t('web.password.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: (_: unknown, v: string) =>
          !v || v === getFieldValue('password')
            ? Promise.resolve()
            : Promise.reject(new Error(t('web.register.mismatch'))),
      }),
    ] as FormRule[],
    mobile: mobileRules(t('web.validation.mobileRequired'), t('web.register.mobileInvalid')),
    recoveryMobile: mobileRules(t('web.validation.mobileRequired'), t('web.validation.mobileInvalid')),
    /** optional; checked only when given */
    email: [{ pattern: EMAIL_PATTERN, message: t('web.register.emailInvalid') }] as FormRule[],
    smscode: [{ required: true, message: t('web.sms.required') }] as FormRule[],
  };
}

function mobileRules(required: string, invalid: string): FormRule[] {
  return [
    { required: true, message: required },
    { pattern: MOBILE_PATTERN, message: invalid },
  ];
}
