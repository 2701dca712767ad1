import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from '@weld/core/locales/zh_CN/common';
import { web } from '@weld/core/locales/zh_CN/web';
import { resources } from '@weld/core/locales/zh_CN/resources';
import { server } from '@weld/core/locales/zh_CN/server';
import { admin } from '@weld/core/locales/zh_CN/admin/index';
import { widgets } from '@weld/core/locales/zh_CN/widgets/index';
import { weld } from '@weld/core/locales/zh_CN/weld/index';
import { mergeLocaleParts } from '@weld/core/locales/merge';

/** Synchronous zh_CN i18next for component tests, so assertions can use the spec's Chinese texts. */
export function initTestI18n() {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: 'zh_CN',
      resources: {
        zh_CN: { translation: mergeLocaleParts({ common, web, resources, server }, admin, widgets, weld) },
      },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18n;
}
