import { QueryClient } from '@tanstack/react-query';

/** The app's only cache; failures are already reported by the HTTP client, so no retry storms. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
