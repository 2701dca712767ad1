import { redirect, type LoaderFunctionArgs } from 'react-router';
import { logout } from '../lib/http';
import { loadMenu, menuStore } from '../lib/menu-store';
import { session } from '../lib/session';
import { decideGuard } from './guard-decision';
import { buildMenuRoutes } from './dynamic-routes';

interface Patchable {
  patchRoutes(routeId: string | null, children: ReturnType<typeof buildMenuRoutes>): void;
}
let router: Patchable | null = null;

/** The router is created after its routes; the guard patches the menu routes into it. */
export function attachRouter(r: Patchable): void {
  router = r;
}

/** Root loader: runs on every navigation (spec shell §2 route guard). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const decision = decideGuard({ path: url.pathname, search: url.search, signedIn: Boolean(session.token()), menuLoaded: menuStore.loaded() });
  if (decision.type === 'allow') return null;
  if (decision.type === 'redirect') throw redirect(decision.to);
  try {
    const menu = await loadMenu();
    router?.patchRoutes('main', buildMenuRoutes(menu));
  } catch {
    await logout();
    throw redirect(decision.onFail);
  }
  throw redirect(decision.target);
}
