import type { LocaleShape } from '../shape';
import type { web as zh } from '../zh_CN/web';

export const web: LocaleShape<typeof zh> = {
};
