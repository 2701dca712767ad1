import type { LocaleShape } from '../shape';
import type { resources as zh } from '../zh_CN/resources';

export const resources: LocaleShape<typeof zh> = {
  position: {
    title: 'Должности',
    fields: {
      code: 'Код',
      name: 'Название',
      postRank: 'Разряд',
      orgCode: 'Подразделение',
      createTime: 'Создано',
    },
  },
};
