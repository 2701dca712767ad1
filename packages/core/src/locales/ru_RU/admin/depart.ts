import type { LocaleShape } from '../../shape';
import type { depart as zh } from '../../zh_CN/admin/depart';

export const depart: LocaleShape<typeof zh> = { resources: {}, server: { menu: {} }, web: {} };
