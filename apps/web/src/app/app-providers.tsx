import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useSettings } from '../lib/settings';

/** Ant Design locale and the theme tokens of the settings drawer; the rest is provided per layout. */
export function AppProviders({ antdLocale, children }: { antdLocale: AntdLocale; children: ReactNode }) {
  const settings = useSettings();
  useEffect(() => {
    document.documentElement.classList.toggle('colour-weak', settings.weak);
  }, [settings.weak]);
  return (
    <ConfigProvider
      locale={antdLocale}
      theme={{
        token: { colorPrimary: settings.color },
        algorithm: settings.darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm,
      }}
    >
      {children}
    </ConfigProvider>
  );
}
