import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { resourceRegistry } from '@weld/core';
import { buildMenuRoutes } from './dynamic-routes';
import { fallbackPage, pageRegistry, resolvePage } from './page-registry';
import { ownComponent, VUE3_COMPONENTS } from './original-components';
import { initTestI18n } from '../lib/i18n/test-i18n';
import { menuNode } from '../test/menu-node';

const node = menuNode;

/** The screens our client offers: the folders' pages and the kit's screen of each plain resource. */
const ourComponents = new Set([
  ...Object.keys(pageRegistry),
  ...resourceRegistry.flatMap((def) => (def.page ? [def.page] : [])),
]);

describe("the original Vue3 client's component strings", () => {
  it('map only to screens our client has, each Vue3 spelling once and none of them ours', () => {
    for (const [vue3, ours] of Object.entries(VUE3_COMPONENTS)) {
      expect(ourComponents.has(ours), `${vue3} → ${ours}`).toBe(true);
      expect(ourComponents.has(vue3), vue3).toBe(false);
    }
    // two original screens never land on one of ours: each of our screens has at most one original counterpart
    const targets = Object.values(VUE3_COMPONENTS);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('keep our own spellings and unknown strings as they are, and take the folder form of an index page', () => {
    expect(ownComponent('system/UserList')).toBe('system/UserList');
    expect(ownComponent('system/user')).toBe('system/UserList');
    expect(ownComponent('monitor/disk/DiskInfo')).toBe('monitor/DiskInfo');
    expect(ownComponent('no/such/index')).toBe('no/such/index');
    expect(ownComponent('constructor')).toBe('constructor');
  });

  // opening a screen also fetches its area's texts
  beforeAll(() => initTestI18n());

  it('open the same screen as our spelling, with the texts its area needs', { timeout: 60_000 }, async () => {
    const notFound = (await fallbackPage()).default;
    for (const [vue3, ours] of [
      ['system/user/index', 'system/UserList'],
      ['monitor/redis/index', 'monitor/RedisInfo'],
      ['system/position/index', 'system/PositionList'],
      ['/system/tenant/index.vue', 'system/TenantList'],
    ]) {
      const screen = (await resolvePage(vue3)()).default;
      expect(screen, vue3).not.toBe(notFound);
      // a plain resource's screen is made per call; a folder's page is the very same component
      if (pageRegistry[ours]) expect(screen, vue3).toBe((await pageRegistry[ours]()).default);
      else expect(screen, vue3).toBeTypeOf('function');
    }
  });

  it(
    'let a menu of the original platform (groups as layouts/default/index) route to our screens',
    { timeout: 60_000 },
    async () => {
      const menu = [
        node({
          id: 'g',
          path: '/system',
          name: 'system',
          component: 'layouts/default/index',
          redirect: '/system/user',
          children: [
            node({ id: 'u', path: '/system/user', name: 'system-user', component: 'system/user/index' }),
            node({ id: 'r', path: '/system/role', name: 'system-role', component: 'system/role/index' }),
          ],
        }),
      ];
      const router = createMemoryRouter([{ id: 'main', path: '/', children: [] }]);
      router.patchRoutes('main', buildMenuRoutes(menu));
      await router.navigate('/system');
      expect(router.state.location.pathname).toBe('/system/user');
      expect(router.state.errors).toBeNull();
      // the router keeps a lazy route's Component as its element
      const shown = () => router.state.matches.slice(1).map((m) => (m.route.element as ReactElement).type);
      expect(shown()).toEqual([
        (await pageRegistry['layouts/RouteView']!()).default,
        (await pageRegistry['system/UserList']!()).default,
      ]);
      await router.navigate('/system/role');
      expect(shown()[1]).toBe((await pageRegistry['system/RoleList']!()).default);
    },
  );
});
