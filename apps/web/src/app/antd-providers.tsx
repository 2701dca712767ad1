import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { MODAL_BODY_MAX_HEIGHT } from '@weld/core';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { loadAntdLocale } from '../lib/i18n';
import { storedLocale } from '../lib/i18n/locale-store';
import { useSettings } from '../lib/settings';
import { lightTheme, themeVariables } from '../lib/theme/accessible-theme';

let antdLocale: AntdLocale | undefined;

/** Fetches Ant Design's texts for the stored locale once, before the first antd screen renders. */
export async function ensureAntdLocale(): Promise<void> {
  antdLocale ??= await loadAntdLocale(storedLocale());
}

/** Ant Design locale and the theme tokens of the settings drawer (colour, dark mode, colour weakness). */
export function AntdProviders({ children }: { children: ReactNode }) {
  const settings = useSettings();
  useEffect(() => {
    document.documentElement.classList.toggle('colour-weak', settings.weak);
  }, [settings.weak]);
  useEffect(() => {
    for (const [name, value] of Object.entries(themeVariables(settings.color)))
      document.documentElement.style.setProperty(name, value);
  }, [settings.color]);
  return (
    <ConfigProvider
      locale={antdLocale}
      // widgets §9: a modal's body takes at most 80% of the window's height and scrolls beyond it
      modal={{ styles: { body: { maxHeight: MODAL_BODY_MAX_HEIGHT, overflowY: 'auto' } } }}
      theme={
        settings.darkMode
          ? { token: { colorPrimary: settings.color }, algorithm: theme.darkAlgorithm }
          : lightTheme(settings.color)
      }
    >
      {children}
    </ConfigProvider>
  );
}
