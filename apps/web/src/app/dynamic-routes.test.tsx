import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@weld/core';
import { buildMenuRoutes } from './dynamic-routes';
import { fallbackPage, pageRegistry, resolvePage } from './page-registry';

const node = (over: Partial<MenuNode>): MenuNode => ({
  id: '1', path: '/x', name: 'x', component: 'dashboard/Analysis', route: '1',
  meta: { title: 'X', keepAlive: false, internalOrExternal: false }, ...over,
});

/** Every component string of the contract's seeded menu (docs/foundation-contract.md). */
const CONTRACT_COMPONENTS = [
  'dashboard/Analysis', 'layouts/RouteView', 'account/center/Index', 'account/settings/Index', 'exception/403',
  'exception/404', 'exception/500', 'result/Success', 'result/Error', 'system/ApiDocs', 'layouts/IframePageView',
];

describe('page registry', () => {
  it('knows every component string of the seeded menu', () => {
    for (const c of CONTRACT_COMPONENTS) expect(pageRegistry[c], c).toBeTypeOf('function');
  });

  it('falls back to the 404 page for unknown components', () => {
    expect(resolvePage('no/such/Page')).toBe(fallbackPage);
    expect(resolvePage('/dashboard/Analysis')).toBe(pageRegistry['dashboard/Analysis']);
  });

  it('loads real pages', async () => {
    const mod = await pageRegistry['exception/403']!();
    expect(mod.default).toBeTypeOf('function');
  });
});

describe('menu routes', () => {
  it('skips route flag "0", keeps meta in the handle and redirects parents', () => {
    const routes = buildMenuRoutes([
      node({ id: '1', path: '/account', name: 'account', component: 'layouts/RouteView', redirect: '/account/center',
        children: [node({ id: '2', path: '/account/center', name: 'account-center' })] }),
      node({ id: '3', path: '/skip', route: '0' }),
    ]);
    expect(routes).toHaveLength(1);
    expect(routes[0]!.children?.[0]).toMatchObject({ index: true });
    expect(routes[0]!.children?.[1]).toMatchObject({ path: '/account/center', handle: { name: 'account-center' } });
  });
});
