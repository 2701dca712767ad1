import { redirect, type LoaderFunctionArgs } from 'react-router';
import { logout } from '../lib/http';
import { loadMenu, menuStore } from '../lib/menu-store';
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
  } catch {
    await logout();
    throw redirect(decision.onFail);
  }
  throw redirect(landingPath(decision.target, menu));
}
