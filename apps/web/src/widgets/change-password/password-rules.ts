import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The four rules of the password dialog (spec shell §5). */
export function passwordDialogRules(t: TFunction) {
  return {
    oldpassword: [{ required: true, message: t('web.password.oldRequired') }] as FormRule[],
    password: [{ required: true, message: t('web.password.newRequired') }] as FormRule[],
    confirmpassword: [
      { required: true, message: t('web.password.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: (_: unknown, value: string) =>
          !value || value === getFieldValue('password')
            ? Promise.resolve()
            : Promise.reject(new Error(t('web.password.mismatch'))),
      }),
    ] as FormRule[],
  };
}
