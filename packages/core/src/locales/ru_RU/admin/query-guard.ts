import type { LocaleShape } from '../../shape';
import type { queryGuard as zh } from '../../zh_CN/admin/query-guard';

export const queryGuard: LocaleShape<typeof zh> = {
  server: {
    validation: {
      nul: '{{field}} не должно содержать символ NUL (U+0000)',
      notFinite: '{{field}} должно быть конечным числом',
    },
    kit: {
      pageBound: '{{field}} должно быть целым числом от 1 до {{limit}}',
      validation: {
        nul: 'не должно содержать символ NUL (U+0000)',
      },
    },
  },
};
