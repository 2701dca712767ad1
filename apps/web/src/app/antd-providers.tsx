import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { MODAL_BODY_MAX_HEIGHT } from '@weld/core';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { loadAntdLocale } from '../lib/i18n';
import { storedLocale } from '../lib/i18n/locale-store';
import { useSettings } from '../lib/settings';
import { lightTheme, themeVariables } from '../lib/theme/accessible-theme';
import { darkTheme } from '../lib/theme/dark-theme';

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
    // the widgets drawn without antd (editors, the editable grid) read their surfaces from these
    document.documentElement.classList.toggle('weld-dark', settings.darkMode);
    for (const [name, value] of Object.entries(themeVariables(settings.color, settings.darkMode)))
      document.documentElement.style.setProperty(name, value);
  }, [settings.color, settings.darkMode]);
  // deriving the dark shades asks antd for its tokens a few dozen times: once per colour and mode
  const themeConfig = useMemo(
    () => (settings.darkMode ? darkTheme(settings.color) : lightTheme(settings.color)),
    [settings.color, settings.darkMode],
  );
  return (
    <ConfigProvider
      locale={antdLocale}
      // widgets §9: a modal's body takes at most 80% of the window's height and scrolls beyond it
      modal={{ styles: { body: { maxHeight: MODAL_BODY_MAX_HEIGHT, overflowY: 'auto' } } }}
      theme={themeConfig}
    >
      {children}
    </ConfigProvider>
  );
}
