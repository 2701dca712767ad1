import type { LocaleShape } from '../shape';
import type { server as zh } from '../zh_CN/server';

export const server: LocaleShape<typeof zh> = {
};
