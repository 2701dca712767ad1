import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@weld/core';
import { common as zhCommon } from '@weld/core/locales/zh_CN/common';
import { web as zhWeb } from '@weld/core/locales/zh_CN/web';
import { resources as zhResources } from '@weld/core/locales/zh_CN/resources';
import { server as zhServer } from '@weld/core/locales/zh_CN/server';
import { storedLocale } from './locale-store';

export { storedLocale, storeLocale } from './locale-store';

/** `server` is loaded for the kit's validation messages, which core's validateField names by key. */
type Bundle = { common: object; web: object; resources: object; server: object };

/** zh_CN ships in the entry chunk; the other locales are fetched only when chosen. */
const bundles: Record<Locale, () => Promise<Bundle>> = {
  zh_CN: async () => ({ common: zhCommon, web: zhWeb, resources: zhResources, server: zhServer }),
  en_US: async () => {
    const [c, w, r, s] = await Promise.all([
      import('@weld/core/locales/en_US/common'),
      import('@weld/core/locales/en_US/web'),
      import('@weld/core/locales/en_US/resources'),
      import('@weld/core/locales/en_US/server'),
    ]);
    return { common: c.common, web: w.web, resources: r.resources, server: s.server };
  },
  ru_RU: async () => {
    const [c, w, r, s] = await Promise.all([
      import('@weld/core/locales/ru_RU/common'),
      import('@weld/core/locales/ru_RU/web'),
      import('@weld/core/locales/ru_RU/resources'),
      import('@weld/core/locales/ru_RU/server'),
    ]);
    return { common: c.common, web: w.web, resources: r.resources, server: s.server };
  },
};

const antdLocales: Record<Locale, () => Promise<AntdLocale>> = {
  zh_CN: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  en_US: () => import('antd/es/locale/en_US').then((m) => m.default),
  ru_RU: () => import('antd/es/locale/ru_RU').then((m) => m.default),
};

const dayjsLocales: Record<Locale, () => Promise<unknown>> = {
  zh_CN: () => import('dayjs/locale/zh-cn'),
  en_US: async () => undefined,
  ru_RU: () => import('dayjs/locale/ru'),
};
const DAYJS_NAMES: Record<Locale, string> = { zh_CN: 'zh-cn', en_US: 'en', ru_RU: 'ru' };

/** dayjs follows the interface language; loaded with Ant Design's texts, so the plain login page does not pay for it. */
async function applyDayjsLocale(locale: Locale): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLocales[locale]()]);
  dayjs.locale(DAYJS_NAMES[locale]);
}

/** Text parts that join the bundle after login, each with the pages or widgets that speak through it. */
const laterParts = {
  admin: {
    zh_CN: () => import('@weld/core/locales/zh_CN/admin/index').then((m) => m.admin),
    en_US: () => import('@weld/core/locales/en_US/admin/index').then((m) => m.admin),
    ru_RU: () => import('@weld/core/locales/ru_RU/admin/index').then((m) => m.admin),
  },
  weld: {
    zh_CN: () => import('@weld/core/locales/zh_CN/weld/index').then((m) => m.weld),
    en_US: () => import('@weld/core/locales/en_US/weld/index').then((m) => m.weld),
    ru_RU: () => import('@weld/core/locales/ru_RU/weld/index').then((m) => m.weld),
  },
  widgets: {
    zh_CN: () => import('@weld/core/locales/zh_CN/widgets/index').then((m) => m.widgets),
    en_US: () => import('@weld/core/locales/en_US/widgets/index').then((m) => m.widgets),
    ru_RU: () => import('@weld/core/locales/ru_RU/widgets/index').then((m) => m.widgets),
  },
} satisfies Record<string, Record<Locale, () => Promise<object>>>;
const loaded: Partial<Record<keyof typeof laterParts, Promise<void>>> = {};

function loadPart(part: keyof typeof laterParts, locale: Locale): Promise<void> {
  loaded[part] ??= laterParts[part][locale]().then(
    (texts) => {
      i18n.addResourceBundle(locale, 'translation', texts, true, false);
    },
    (error: unknown) => {
      // a failed chunk is not kept: the next widget or a retry fetches it again
      delete loaded[part];
      throw error;
    },
  );
  return loaded[part];
}

/**
 * System administration's texts join the translation bundle with the antd layouts, so the login
 * page does not carry them.
 */
export function loadAdminTexts(locale: Locale = storedLocale()): Promise<void> {
  return loadPart('admin', locale);
}

/** The welding domain's texts, fetched with the first weld page. */
export function loadWeldTexts(locale: Locale = storedLocale()): Promise<void> {
  return loadPart('weld', locale);
}

/**
 * The widget kit's texts (cron editor, query builder, grid, uploads, editors), fetched with the first
 * widget that needs them: see `widgets/lazy-widget.tsx`.
 */
export function loadWidgetTexts(locale: Locale = storedLocale()): Promise<void> {
  return loadPart('widgets', locale);
}

/** Ant Design's texts and dayjs's locale; fetched by the antd-based layouts (where dates are shown), not by the entry. */
export async function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  const [texts] = await Promise.all([antdLocales[locale](), applyDayjsLocale(locale)]);
  return texts;
}

/** Loads the stored locale's texts and starts i18next. */
export async function initI18n(locale: Locale = storedLocale()): Promise<Locale> {
  const bundle = await bundles[locale]();
  document.documentElement.lang = locale.replace('_', '-');
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'zh_CN',
    resources: { [locale]: { translation: bundle } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return locale;
}

export { i18n };
