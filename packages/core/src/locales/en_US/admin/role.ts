import type { LocaleShape } from '../../shape';
import type { role as zh } from '../../zh_CN/admin/role';

export const role: LocaleShape<typeof zh> = { resources: {}, server: { menu: {} }, web: {} };
