import type { LocaleShape } from '../shape';
import type { common as zh } from '../zh_CN/common';

export const common: LocaleShape<typeof zh> = {
  appName: 'Консоль руководств и управления сварочным оборудованием',
  companyName: 'ООО «Производство сварочного оборудования»',
  copyright: 'Copyright © {{year}} ООО «Производство сварочного оборудования». Все права защищены',
  ok: 'ОК',
  cancel: 'Отмена',
  close: 'Закрыть',
  save: 'Сохранить',
  submit: 'Отправить',
  reset: 'Сбросить',
  search: 'Найти',
  refresh: 'Обновить',
  loading: 'Загрузка…',
  empty: 'Нет данных',
  yes: 'Да',
  no: 'Нет',
  languages: { zh_CN: '简体中文', en_US: 'English', ru_RU: 'Русский' },
};
