import { useSyncExternalStore } from 'react';
import type { MenuNode, PermissionResult } from '@weld/core';
import { filterRoutesByPermission } from '@weld/core';
import { sessionApi } from './api/session-api';
import { session } from './session';

type Listener = () => void;
const listeners = new Set<Listener>();
let menu: MenuNode[] | null = null;

/** The user's menu tree after the guard loaded it; null until then (spec shell §2). */
export const menuStore = {
  get: () => menu,
  loaded: () => menu !== null,
  set(next: MenuNode[] | null): void {
    menu = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The codes routes are filtered by: every action of the user's rights, comma lists split. */
export function permissionCodes(p: Pick<PermissionResult, 'auth'>): string[] {
  return p.auth.flatMap((item) => item.action.split(',').map((a) => a.trim())).filter(Boolean);
}

/** The rejection of an empty permission list (spec shell §8), verbatim. */
export const EMPTY_PERMISSIONS = 'getPermissionList: permissions must be a non-null array !';

/**
 * Fetches the permission list, keeps the rights in the session and the filtered menu in the store. A
 * missing or empty menu is refused: every signed-in user has at least the home page, so an empty one
 * means the user can reach nothing.
 */
export async function loadMenu(): Promise<MenuNode[]> {
  const result = await sessionApi.permissions();
  if (!Array.isArray(result.menu) || result.menu.length === 0) throw new Error(EMPTY_PERMISSIONS);
  session.savePermissions(result);
  const routes = filterRoutesByPermission(result.menu, permissionCodes(result));
  menuStore.set(routes);
  return routes;
}

export function useMenu(): MenuNode[] {
  return useSyncExternalStore(menuStore.subscribe, menuStore.get, menuStore.get) ?? [];
}
