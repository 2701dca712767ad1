import type { LocaleShape } from '../shape';
import type { common as zh } from '../zh_CN/common';

export const common: LocaleShape<typeof zh> = {
  appName: 'Welding Equipment Manual & Control Console',
  companyName: 'Welding Equipment Manufacturing Co., Ltd.',
  copyright: 'Copyright © {{year}} Welding Equipment Manufacturing Co., Ltd. All rights reserved',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  submit: 'Submit',
  reset: 'Reset',
  search: 'Search',
  refresh: 'Refresh',
  loading: 'Loading…',
  empty: 'No data',
  yes: 'Yes',
  no: 'No',
  languages: { zh_CN: '简体中文', en_US: 'English', ru_RU: 'Русский' },
};
