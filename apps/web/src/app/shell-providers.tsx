import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { HttpUiBridge } from './http-ui-bridge';

/** Query cache and the App context (message, notification, modal); loaded with the layouts, not the entry. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <HttpUiBridge />
        {children}
      </AntApp>
    </QueryClientProvider>
  );
}
