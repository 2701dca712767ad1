import type { TFunction } from 'i18next';
import type { RouteHandle } from '../lib/route-handle';

/** A route's title: menu routes carry it translated by the server, static routes a locale key. */
export function routeTitle(handle: RouteHandle, t: TFunction): string {
  if (handle.meta?.title) return handle.meta.title;
  return handle.titleKey ? t(handle.titleKey) : '';
}
