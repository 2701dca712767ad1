import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HOME_PATH, LOGIN_PATH, OAUTH_LOGIN_PATH, OFFICIAL_WEBSITE_PATH } from '@weld/core';
import { lazyPage } from '../lib/chunk';
import { loadAdminTexts } from '../lib/i18n';
import { lazyAntdPage } from './antd-page';
import { guardLoader } from './guard';
import { patchMenuRoutes } from './dynamic-routes';
import { menuStore } from '../lib/menu-store';
import { resolvePage } from './page-registry';
import { localeRoutes } from './locale-route';
import { routerRef } from './router-ref';
import { RootRoute } from './root-route';
import { RouteErrorPage } from './route-error-page';

const page = (
  loader: Parameters<typeof lazyPage>[0],
  titleKey: string,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: lazyAntdPage(loader),
  handle: { titleKey },
});

/** Static routes of spec shell §2; the menu routes are patched under `main` by the guard. */
export const staticRoutes: RouteObject[] = [
  {
    id: 'root',
    loader: guardLoader,
    shouldRevalidate: () => true,
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <span />,
    children: [
      {
        id: 'main',
        path: '/',
        lazy: lazyAntdPage(() => import('./layouts/main-layout').then((m) => ({ default: m.MainLayout }))),
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          // every signed-in user's, whatever their menu: the guard lets any path through once the menu is loaded
          {
            path: 'help/:page?',
            ...page(
              () =>
                Promise.all([import('../resources/help/help-page'), loadAdminTexts()]).then(([m]) => ({
                  default: m.HelpPage,
                })),
              'web.help.title',
            ),
          },
          // an online form's list without a menu entry of its own (功能测试 of the designer): the right is the server's
          {
            path: 'online/cgformList/:code',
            lazy: lazyAntdPage(resolvePage('online/cgformList')),
            handle: { titleKey: 'web.cgform.list.title' },
          },
          {
            path: 'online/cgformTreeList/:code',
            lazy: lazyAntdPage(resolvePage('online/cgformTreeList')),
            handle: { titleKey: 'web.cgform.list.title' },
          },
          // a report's screen without a menu entry of its own (功能测试 of the report designer)
          {
            path: 'online/cgreport/:id',
            lazy: lazyAntdPage(resolvePage('online/OnlCgreportAutoList')),
            handle: { titleKey: 'web.cgreport.view.title' },
          },
        ],
      },
      {
        path: '/user',
        lazy: lazyPage(() => import('./layouts/user-layout').then((m) => ({ default: m.UserLayout }))),
        children: [
          { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
          // the login page is plain markup: it stays within its budget by not loading Ant Design
          {
            path: 'login',
            lazy: lazyPage(() => import('./user/login-page').then((m) => ({ default: m.LoginPage }))),
            handle: { titleKey: 'web.login.title' },
          },
          {
            path: 'register',
            ...page(
              () => import('./user/register-page').then((m) => ({ default: m.RegisterPage })),
              'web.register.title',
            ),
          },
          {
            path: 'register-result',
            ...page(
              () => import('./user/register-result-page').then((m) => ({ default: m.RegisterResultPage })),
              'web.register.resultTitle',
            ),
          },
          {
            path: 'alteration',
            ...page(
              () => import('./user/alteration-page').then((m) => ({ default: m.AlterationPage })),
              'web.alteration.title',
            ),
          },
        ],
      },
      {
        path: OAUTH_LOGIN_PATH,
        ...page(
          () => import('./user/oauth-login-page').then((m) => ({ default: m.OAuthLoginPage })),
          'web.login.title',
        ),
      },
      // a report's print view: the page alone, no menu, no tabs
      {
        path: '/online/cgreport/print/:id',
        ...page(
          () =>
            Promise.all([
              import('../resources/online/cgreport/view/report-print-page'),
              import('./shell-providers'),
              loadAdminTexts(),
            ]).then(([m, shell]) => ({
              // outside the main layout: the query cache and message context are given here
              default: () => (
                <shell.ShellProviders>
                  <m.ReportPrintPage />
                </shell.ShellProviders>
              ),
            })),
          'web.cgreport.print.title',
        ),
      },
      {
        path: '/test/home',
        ...page(
          () => import('./pages/test-home-page').then((m) => ({ default: m.TestHomePage })),
          'web.testHome.title',
        ),
      },
      {
        path: OFFICIAL_WEBSITE_PATH,
        ...page(
          () => import('./pages/official-website-page').then((m) => ({ default: m.OfficialWebsitePage })),
          'web.website.title',
        ),
      },
      ...localeRoutes,
      {
        path: '/404',
        ...page(
          () => import('../resources/exception/exception-pages').then((m) => ({ default: m.Exception404 })),
          'web.exception.title404',
        ),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(staticRoutes);
  routerRef.current = router;
  // a menu reloaded later (添加到菜单, 菜单管理) brings its new entries' routes along
  menuStore.subscribe(() => {
    const menu = menuStore.get();
    if (menu) patchMenuRoutes(router, menu);
  });
  return router;
}
