import type { LocaleShape } from '../shape';
import type { resources as zh } from '../zh_CN/resources';

export const resources: LocaleShape<typeof zh> = {
  position: {
    title: 'Positions',
    fields: { code: 'Code', name: 'Name', postRank: 'Rank', orgCode: 'Department', createTime: 'Created' },
  },
};
