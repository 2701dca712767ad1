import type { LocaleShape } from '../../shape';
import type { misc as zh } from '../../zh_CN/admin/misc';

export const misc: LocaleShape<typeof zh> = { resources: {}, server: { menu: {} }, web: {} };
