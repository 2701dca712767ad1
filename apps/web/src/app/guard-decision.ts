import { flattenMenu, HOME_PATH, LOGIN_PATH, OAUTH_LOGIN_PATH, PUBLIC_PATHS } from '@weld/core';
import type { MenuNode } from '@weld/core';
import { isLocalePath } from '../lib/locale-link';
import { isReportPrintPath } from '../resources/online/cgreport/view/report-print';

export type GuardDecision =
  { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'loadMenu'; target: string; onFail: string };

export interface GuardInput {
  path: string;
  search: string;
  signedIn: boolean;
  menuLoaded: boolean;
}

export const isPublicPath = (path: string) => (PUBLIC_PATHS as readonly string[]).includes(path);

export const loginWithRedirect = (fullPath: string) =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

/** The route guard of spec shell §2 as a pure decision. */
export function decideGuard({ path, search, signedIn, menuLoaded }: GuardInput): GuardDecision {
  const fullPath = path + search;
  // the single-sign-on hand-off brings its own token; its page decides
  if (path === OAUTH_LOGIN_PATH) return { type: 'allow' };
  // a language link works signed in or out, and needs no menu: it only switches and goes back
  if (isLocalePath(path)) return { type: 'allow' };
  // a report's print url brings the token of the user who printed (widgets.md §7): its page calls with it unsaved
  if (!signedIn && isReportPrintPath(path) && new URLSearchParams(search).has('token'))
    return { type: 'allow' };
  if (signedIn) {
    if (path === LOGIN_PATH) return { type: 'redirect', to: HOME_PATH };
    if (menuLoaded) return { type: 'allow' };
    const redirect = new URLSearchParams(search).get('redirect');
    return { type: 'loadMenu', target: redirect || fullPath, onFail: loginWithRedirect(fullPath) };
  }
  if (isPublicPath(path)) return { type: 'allow' };
  return { type: 'redirect', to: loginWithRedirect(fullPath) };
}

/**
 * Where a freshly loaded menu sends the user: the asked page, except that a user whose roles do not
 * grant the home page lands on their first page instead of a 404.
 */
export function landingPath(target: string, menu: MenuNode[]): string {
  const path = target.split('?')[0];
  const pages = flattenMenu(menu).filter((n) => !n.hidden && n.route !== '0' && !n.children?.length);
  if (path !== HOME_PATH || pages.some((n) => n.path === HOME_PATH)) return target;
  return pages[0]?.path ?? target;
}
