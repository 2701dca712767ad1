import type { LocaleShape } from '../../shape';
import type { dict as zh } from '../../zh_CN/admin/dict';

export const dict: LocaleShape<typeof zh> = { resources: {}, server: { menu: {} }, web: {} };
