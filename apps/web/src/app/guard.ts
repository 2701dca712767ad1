import { redirect, type LoaderFunctionArgs } from 'react-router';
import { HttpError, logout } from '../lib/http';
import { httpUi } from '../lib/http/ui-bridge';
import { i18n, loadAdminTexts } from '../lib/i18n';
import { EMPTY_PERMISSIONS, loadMenu, menuStore } from '../lib/menu-store';
import { session } from '../lib/session';
import { decideGuard, landingPath } from './guard-decision';
import { buildMenuRoutes } from './dynamic-routes';

import { routerRef } from './router-ref';

/** Root loader: runs on every navigation (spec shell §2 route guard). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const decision = decideGuard({ path: url.pathname, search: url.search, signedIn: Boolean(session.token()), menuLoaded: menuStore.loaded() });
  if (decision.type === 'allow') return null;
  if (decision.type === 'redirect') throw redirect(decision.to);
  let menu;
  try {
    menu = await loadMenu();
    routerRef.current?.patchRoutes('main', buildMenuRoutes(menu));
  } catch (e) {
    await logout();
    // a refused call has told the user already; an unusable permission list says so here
    if (!(e instanceof HttpError)) await tellRefusal(e);
    throw redirect(decision.onFail);
  }
  throw redirect(landingPath(decision.target, menu));
}

/** Why the menu could not be loaded, under 系统提示 (the permission list's rejection text, or the failure's own). */
async function tellRefusal(e: unknown): Promise<void> {
  const message = e instanceof Error ? e.message : '';
  await loadAdminTexts().catch(() => undefined);
  const text = message === EMPTY_PERMISSIONS ? i18n.t('web.shellAccess.emptyPermissions') : message || i18n.t('web.http.unknown');
  httpUi.notify(i18n.t('web.http.systemTip'), text);
}
