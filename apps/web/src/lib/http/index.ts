import { HTTP_TIMEOUT_MS } from '@weld/core';
import { API_BASE } from '../env';
import { i18n } from '../i18n';
import { storedLocale } from '../i18n/locale-store';
import { session } from '../session';
import { createHttpClient } from './client';
import type { HttpFailure } from './failure';
import { createFailureHandler } from './feedback';
import { pageBearer } from './page-bearer';
import { httpUi } from './ui-bridge';

export { ApiError, HttpError, type HttpFailure } from './failure';
export type { HttpClient, Params } from './client';
export { setPageBearer } from './page-bearer';

/** Current route name and params, published by the router for the low-app header. */
export const currentRoute: { name?: string; appId?: string } = {};

const t = (key: string) => i18n.t(key);

/**
 * Logout: tells the server, then clears the session even if the call failed (spec shell §4).
 * `reloadFollows`: the page reloads next (a 401), so the screens keep what they show until then.
 */
export async function logout(reloadFollows = false): Promise<Error | null> {
  let failure: Error | null = null;
  // the server closes this session's sockets with 4401 and may refuse calls in flight: that is no news now
  session.beginEnd();
  try {
    if (session.token()) await http.post('/sys/logout', {}, { silent: true });
  } catch (e) {
    failure = e instanceof Error ? e : new Error(String(e));
  } finally {
    session.clear({ quiet: reloadFollows });
  }
  return failure;
}

const onFailure = createFailureHandler({
  t,
  notify: (title, text) => httpUi.notify(title, text),
  expired: (onRelogin) =>
    httpUi.expired(
      t('web.http.expiredTitle'),
      t('web.http.expiredContent'),
      t('web.http.relogin'),
      onRelogin,
    ),
  // every sign-out of the failure handler is followed by a reload
  logout: async () => {
    await logout(true);
  },
  beginSignOut: () => session.beginEnd(),
  sessionEnding: () => session.ending(),
  reload: () => window.location.reload(),
  schedule: (fn, ms) => window.setTimeout(fn, ms),
  inMessenger: () => /wxwork|dingtalk/i.test(navigator.userAgent),
  loading: (text) => httpUi.loading(text),
});

/**
 * Tells the user of a failure a call made silently, once the caller has decided it is news (spec shell §8).
 * @example if (e instanceof HttpError && e.message !== 'NO_DB_SYNC') reportFailure(e.failure)
 */
export const reportFailure = (failure: HttpFailure): void => onFailure(failure);

/**
 * The server ended the session outside an HTTP answer (a socket closed with 4401 after a forced logout,
 * a password change or a freeze): the same as a 401: 未授权，请重新登录, sign out, reload after 1.5 s; once.
 */
export function sessionEndedByServer(): void {
  onFailure({ kind: 'unauthorized', status: 401, message: '', hadToken: true });
}

/** The one HTTP client of the web app (spec shell §7). */
export const http = createHttpClient({
  baseUrl: API_BASE,
  timeoutMs: HTTP_TIMEOUT_MS,
  // a page's own bearer (a print url's token) before the session's; see setPageBearer
  token: () => pageBearer() ?? session.token(),
  tenantId: session.tenantId,
  lang: storedLocale,
  route: () => currentRoute,
  signSecret: import.meta.env.VITE_SIGN_SECRET as string | undefined,
  onFailure,
});
