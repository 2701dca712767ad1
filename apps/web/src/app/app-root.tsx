import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

export function AppRoot({ antdLocale }: { antdLocale: AntdLocale }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders antdLocale={antdLocale}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
