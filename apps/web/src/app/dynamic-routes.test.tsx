import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { MenuNode } from '@weld/core';
import { buildMenuRoutes, patchMenuRoutes } from './dynamic-routes';
import { fallbackPage, folders, pageRegistry, resolvePage } from './page-registry';
import { initTestI18n } from '../lib/i18n/test-i18n';
import { menuNode } from '../test/menu-node';

const node = menuNode;

/** Every component string of the contract's seeded menu (docs/foundation-contract.md). */
const CONTRACT_COMPONENTS = [
  'dashboard/Analysis',
  'layouts/RouteView',
  'account/center/Index',
  'account/settings/Index',
  'exception/403',
  'exception/404',
  'exception/500',
  'result/Success',
  'result/Error',
  'system/ApiDocs',
  'layouts/IframePageView',
];

describe('page registry', () => {
  it('knows every component string of the seeded menu', () => {
    for (const c of CONTRACT_COMPONENTS) expect(pageRegistry[c], c).toBeTypeOf('function');
  });

  it("finds each resource folder's screens and the kit's screen of each plain resource", async () => {
    // opening a screen also fetches its area's texts
    initTestI18n();
    for (const c of ['system/UserList', 'monitor/DiskInfo', 'weld/ModelTree', 'weld/ProjectLogList'])
      expect(pageRegistry[c], c).toBeTypeOf('function');
    const notFound = (await fallbackPage()).default;
    for (const c of [
      'system/PositionList',
      'weld/SpecialistList',
      'system/TenantList',
      'system/TableWhiteList',
    ]) {
      const screen = (await resolvePage(c)()).default;
      expect(screen, c).toBeTypeOf('function');
      expect(screen, c).not.toBe(notFound);
    }
  });

  it('has no component string two folders both offer: each screen is chosen by its string, never by file order', () => {
    const offered = Object.entries(folders).flatMap(([file, pages]) =>
      Object.keys(pages).map((component) => `${component} ${file}`),
    );
    const strings = offered.map((o) => o.split(' ')[0]);
    expect(
      offered.filter((o) => strings.indexOf(o.split(' ')[0]) !== strings.lastIndexOf(o.split(' ')[0])),
    ).toEqual([]);
    expect(Object.keys(pageRegistry)).toHaveLength(new Set(strings).size + 2);
  });

  it('falls back to the 404 page for unknown components', async () => {
    expect((await resolvePage('no/such/Page')()).default).toBe((await fallbackPage()).default);
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
      node({
        id: '1',
        path: '/account',
        name: 'account',
        component: 'layouts/RouteView',
        redirect: '/account/center',
        children: [node({ id: '2', path: '/account/center', name: 'account-center' })],
      }),
      node({ id: '3', path: '/skip', route: '0' }),
    ]);
    expect(routes).toHaveLength(1);
    expect(routes[0]!.children?.[0]).toMatchObject({ index: true });
    expect(routes[0]!.children?.[1]).toMatchObject({
      path: '/account/center',
      handle: { name: 'account-center' },
    });
  });

  it('routes an entry whose path is not under its group’s beside the others, so the router takes the whole menu', async () => {
    const routes = buildMenuRoutes([
      node({
        id: 'g',
        path: '/quality',
        name: 'quality',
        component: 'layouts/RouteView',
        children: [
          node({ id: 'f', path: '/online/cgformList/h1', name: 'ledger', component: 'online/cgformList' }),
          node({ id: 'q', path: '/quality/report', name: 'report' }),
        ],
      }),
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/quality', '/online/cgformList/h1']);
    expect(routes[0]!.children?.map((r) => r.path ?? 'index')).toEqual(['index', '/quality/report']);
    const router = createMemoryRouter([{ id: 'main', path: '/', children: [] }]);
    router.patchRoutes('main', routes);
    await router.navigate('/online/cgformList/h1');
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['main', 'menu:f:ledger']);
    // the group still leads to its first entry
    await router.navigate('/quality');
    expect(router.state.location.pathname).toBe('/online/cgformList/h1');
  });

  it('opens an entry added to the menu after it was first loaded, keeping the routes there', async () => {
    const ledger = node({
      id: 'f',
      path: '/online/cgformList/h1',
      name: 'ledger',
      component: 'online/cgformList',
    });
    const group = (...children: MenuNode[]) =>
      node({ id: 'g', path: '/online', name: 'online', component: 'layouts/RouteView', children });
    const router = createMemoryRouter([
      { id: 'main', path: '/', children: [{ path: 'online/cgreport/:id', id: 'static-report' }] },
    ]);
    patchMenuRoutes(router, [group(ledger)]);
    const added = node({
      id: 'r',
      path: '/online/cgreport/r1',
      name: 'programs',
      component: 'online/OnlCgreportAutoList',
    });
    patchMenuRoutes(router, [group(ledger, added)]);
    await router.navigate('/online/cgreport/r1');
    // the menu's entry under its group, with its title, not the static route every report shares
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['main', 'menu:g:online', 'menu:r:programs']);
    const groupRoute = router.routes[0]!.children!.find((r) => r.id === 'menu:g:online');
    expect(groupRoute?.children?.filter((r) => r.id === 'menu:f:ledger')).toHaveLength(1);
  });

  it('leaves the routes alone when a reloaded menu brings nothing new, so open pages keep their state', async () => {
    const ledger = node({
      id: 'f',
      path: '/online/cgformList/h1',
      name: 'ledger',
      component: 'online/cgformList',
    });
    const router = createMemoryRouter([{ id: 'main', path: '/', children: [] }]);
    patchMenuRoutes(router, [ledger]);
    await router.navigate('/online/cgformList/h1');
    const before = router.state;
    patchMenuRoutes(router, [ledger]);
    // a patch of known routes re-renders the matched pages (the help centre lost its search)
    expect(router.state).toBe(before);
  });
});
