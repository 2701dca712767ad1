import type { ReactElement, ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initTestI18n } from '../lib/i18n/test-i18n';

initTestI18n();

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** Renders with real Ant Design, zh_CN texts and a memory data router. */
export function renderWithRouter(routes: RouteObject[], initial = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

export function renderUi(ui: ReactElement) {
  return renderWithRouter([{ path: '*', element: ui }]);
}
