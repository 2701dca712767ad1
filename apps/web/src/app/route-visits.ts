import type { TFunction } from 'i18next';
import { handleOf } from '../lib/route-handle';
import type { PageTab } from '../shell/tabs/tabs-model';
import { routeTitle } from '../shell/route-title';
import { routerRef } from './router-ref';

/**
 * Every completed navigation inside the main layout, straight from the router. React may skip the
 * render of a page the user left quickly; the router does not, so no tab is lost.
 */
export function subscribeVisits(t: TFunction, onVisit: (tab: PageTab, replace: boolean) => void): () => void {
  const router = routerRef.current;
  if (!router) return () => undefined;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || !state.matches.some((m) => m.route.id === 'main')) return;
    const leaf = state.matches[state.matches.length - 1];
    if (!leaf) return;
    onVisit(
      {
        key: state.location.pathname + state.location.search,
        title: routeTitle(handleOf(leaf.route.handle), t),
      },
      state.historyAction === 'REPLACE',
    );
  });
}
