import type { LocaleShape } from '../../shape';
import type { files as zh } from '../../zh_CN/admin/files';

export const files: LocaleShape<typeof zh> = { resources: {}, server: { menu: {} }, web: {} };
