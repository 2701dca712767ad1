import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@weld/core';
import { session } from './session';

/** Re-renders on every session change (login, logout, profile edit). */
export function useSessionVersion(): number {
  return useSyncExternalStore(session.subscribe, session.version, session.version);
}

export function useSessionUser(): UserInfo | null {
  useSessionVersion();
  return session.userInfo();
}

/** Button rights of the signed-in user, for core's isElementVisible / isButtonAllowed. */
export function useAuthContext() {
  useSessionVersion();
  return { auth: session.auth(), allAuth: session.allAuth() };
}
