import { LOGOUT_RELOAD_DELAY_MS } from '@weld/core';
import type { HttpFailure } from './failure';

export interface FeedbackDeps {
  t(key: string): string;
  notify(title: string, text: string): void;
  /** the 登录已过期 modal; onRelogin runs when its button is pressed */
  expired(onRelogin: () => void): void;
  logout(): Promise<void>;
  /** claims the sign-out of the signed-in session; false when it is already under way or signed out */
  beginSignOut(): boolean;
  /** whether the session is being ended: late 401s of calls already in flight are no news */
  sessionEnding(): boolean;
  reload(): void;
  schedule(fn: () => void, ms: number): void;
  /** enterprise-messenger browsers (WeCom, DingTalk) re-enter by themselves: a loading note replaces the modal */
  inMessenger(): boolean;
  loading(text: string): void;
}

const TEXT_KEYS: Record<string, string> = {
  forbidden: 'web.http.forbidden',
  notFound: 'web.http.notFound',
  timeout: 'web.http.timeout',
  unauthorized: 'web.http.unauthorized',
  network: 'web.http.network',
};

/** Turns a failure into what the user sees (spec shell §8). */
export function createFailureHandler(deps: FeedbackDeps) {
  let expiredShown = false;
  return (failure: HttpFailure): void => {
    const title = deps.t('web.http.systemTip');
    if (failure.kind === 'expired') {
      if (expiredShown) return;
      expiredShown = true;
      if (deps.inMessenger()) {
        deps.loading(deps.t('web.http.expiredMessenger'));
        void deps.logout().finally(() => deps.reload());
        return;
      }
      deps.expired(() => {
        void deps.logout().finally(() => deps.reload());
      });
      return;
    }
    if (failure.kind === 'unauthorized' && deps.sessionEnding()) return;
    if (failure.kind === 'unauthorized' && failure.hadToken) {
      // whichever call or socket meets the end of the session first tells the user; the others stay quiet
      if (!deps.beginSignOut()) return;
      deps.notify(title, deps.t('web.http.unauthorized'));
      void deps.logout().finally(() => deps.schedule(deps.reload, LOGOUT_RELOAD_DELAY_MS));
      return;
    }
    const key = TEXT_KEYS[failure.kind];
    deps.notify(title, key ? deps.t(key) : failure.message || deps.t('web.http.unknown'));
  };
}
