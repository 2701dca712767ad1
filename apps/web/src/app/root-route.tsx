import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@weld/core';
import { currentRoute } from '../lib/http';
import { handleOf } from '../lib/route-handle';
import { removeSplash } from '../lib/splash';
import { routeTitle } from '../shell/route-title';

/** Publishes the current route to the HTTP client and keeps the browser title (spec shell §2). */
export function RootRoute() {
  const matches = useMatches();
  const { t } = useTranslation();
  const leaf = matches[matches.length - 1];
  const title = leaf ? routeTitle(handleOf(leaf.handle), t) : '';
  const product = t('common.appName');
  // the first screen is in this commit (the router renders once its lazy routes are in): the splash goes with this frame
  useLayoutEffect(removeSplash, []);

  useEffect(() => {
    const handle = handleOf(leaf?.handle);
    currentRoute.name = handle.name;
    currentRoute.appId = leaf?.params.appId;
    document.title = !title || leaf?.pathname === HOME_PATH ? product : `${title} · ${product}`;
  }, [leaf, title, product]);

  return <Outlet />;
}
