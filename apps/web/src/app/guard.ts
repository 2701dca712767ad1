import { redirect, type LoaderFunctionArgs } from 'react-router';
import { HOME_PATH, type MenuNode } from '@weld/core';
import { HttpError, logout } from '../lib/http';
import { dropEarlyCalls } from '../lib/http/early-call';
import { httpUi } from '../lib/http/ui-bridge';
import { i18n, loadAdminTexts, loadAntdLocale } from '../lib/i18n';
import { storedLocale } from '../lib/i18n/locale-store';
import { EMPTY_PERMISSIONS, loadMenu, menuStore } from '../lib/menu-store';
import { session } from '../lib/session';
import { decideGuard, landingPath } from './guard-decision';
import { patchMenuRoutes } from './dynamic-routes';
import { resolvePage } from './page-registry';

import { routerRef } from './router-ref';

/** Root loader: runs on every navigation (spec shell §2 route guard). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const decision = decideGuard({
    path: url.pathname,
    search: url.search,
    signedIn: Boolean(session.token()),
    menuLoaded: menuStore.loaded(),
  });
  if (decision.type === 'allow') return null;
  if (decision.type === 'redirect') throw redirect(decision.to);
  let menuLoad = early;
  early = null;
  if (!menuLoad) {
    // the permission call leaves first: the shell's chunks would otherwise take the browser's six connections
    menuLoad = loadMenu();
    preloadShell(decision.target);
  }
  let menu;
  try {
    menu = await menuLoad;
    if (routerRef.current) patchMenuRoutes(routerRef.current, menu);
  } catch (e) {
    await logout();
    // a refused call has told the user already; an unusable permission list says so here
    if (!(e instanceof HttpError)) await tellRefusal(e);
    throw redirect(decision.onFail);
  }
  throw redirect(landingPath(decision.target, menu));
}

let early: Promise<MenuNode[]> | null = null;

/**
 * Called by the entry before its first render: a signed-in user's menu and the shell's chunks start loading
 * at once, ahead of the router's own lazy routes; the guard takes the menu call over.
 */
export function startShellEarly(): void {
  const decision = decideGuard({
    path: location.pathname,
    search: location.search,
    signedIn: Boolean(session.token()),
    menuLoaded: menuStore.loaded(),
  });
  if (decision.type !== 'loadMenu') {
    dropEarlyCalls();
    return;
  }
  early = loadMenu();
  // its failure is the guard's to handle, when it takes the call
  early.catch(() => undefined);
  preloadShell(decision.target);
}

/**
 * The shell's chunks (and the home page's, when home is the target) start loading beside the menu instead of
 * after it: first paint after sign-in takes one round fewer each. A failure here is the route's own to report.
 */
function preloadShell(target: string): void {
  const quiet = () => undefined;
  // in the next task: the menu call, a few microtasks away, is then sent before a hundred preload links are written
  setTimeout(() => {
    void import('./layouts/main-layout').catch(quiet);
    void import('./antd-providers').catch(quiet);
    void loadAntdLocale(storedLocale()).catch(quiet);
    if (target.split('?')[0] === HOME_PATH) void resolvePage('dashboard/Analysis')().catch(quiet);
  }, 0);
}

/** Why the menu could not be loaded, under 系统提示 (the permission list's rejection text, or the failure's own). */
async function tellRefusal(e: unknown): Promise<void> {
  const message = e instanceof Error ? e.message : '';
  await loadAdminTexts().catch(() => undefined);
  const text =
    message === EMPTY_PERMISSIONS
      ? i18n.t('web.shellAccess.emptyPermissions')
      : message || i18n.t('web.http.unknown');
  httpUi.notify(i18n.t('web.http.systemTip'), text);
}
