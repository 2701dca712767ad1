import type { LocaleShape } from '../../shape';
import type { user as zh } from '../../zh_CN/admin/user';

export const user: LocaleShape<typeof zh> = { resources: {}, server: { menu: {} }, web: {} };
