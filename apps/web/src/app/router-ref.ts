import type { createBrowserRouter } from 'react-router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The one router, once created; the guard patches menu routes into it and the tabs follow it. */
export const routerRef: { current: AppRouter | null } = { current: null };
