import type { LocaleShape } from '../../shape';
import type { queryGuard as zh } from '../../zh_CN/admin/query-guard';

export const queryGuard: LocaleShape<typeof zh> = {
  server: {
    validation: {
      nul: '{{field}} must not contain a NUL character (U+0000)',
      notFinite: '{{field}} must be a finite number',
    },
    kit: {
      pageBound: '{{field}} must be a whole number from 1 to {{limit}}',
      validation: {
        nul: 'must not contain a NUL character (U+0000)',
      },
    },
  },
};
