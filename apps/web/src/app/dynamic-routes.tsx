import { redirect, type DataRouter, type RouteObject } from 'react-router';
import type { MenuNode } from '@weld/core';
import { lazyPage } from '../lib/chunk';
import type { RouteHandle } from '../lib/route-handle';
import { resolvePage } from './page-registry';
import { RouteErrorPage } from './route-error-page';

/**
 * Menu tree → data-router routes; entries with route flag "0" do not become routes (spec shell §2). An entry whose
 * absolute path is not under its parent's (an online form's `/online/cgformList/{id}` in any menu group) becomes a
 * route of its own beside the others: the data router refuses such a child, and the whole menu would fail with it.
 */
export function buildMenuRoutes(menu: MenuNode[]): RouteObject[] {
  const apart: RouteObject[] = [];
  const routes = levelRoutes(menu, null, apart);
  return [...routes, ...apart];
}

/** Whether the data router accepts `path` as a child of `parent` (relative, or absolute under it). */
const isUnder = (path: string, parent: string) =>
  !path.startsWith('/') || path === parent || path.startsWith(`${parent.replace(/\/$/, '')}/`);

function levelRoutes(nodes: MenuNode[], parentPath: string | null, apart: RouteObject[]): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const node of nodes.filter((n) => n.route !== '0')) {
    const route = toRoute(node, apart);
    if (parentPath === null || isUnder(node.path, parentPath)) kept.push(route);
    else apart.push(route);
  }
  return kept;
}

function toRoute(node: MenuNode, apart: RouteObject[]): RouteObject {
  const handle: RouteHandle = { name: node.name, meta: node.meta };
  const children = levelRoutes(node.children ?? [], node.path, apart);
  const firstChild = (node.children ?? []).find((n) => n.route !== '0');
  const target = node.redirect ?? firstChild?.path;
  if (firstChild && target) children.unshift({ index: true, loader: () => redirect(target) });
  return {
    id: `menu:${node.id}:${node.name}`,
    path: node.path,
    handle,
    lazy: lazyPage(resolvePage(node.component)),
    errorElement: <RouteErrorPage />,
    children: children.length > 0 ? children : undefined,
  };
}

/**
 * Puts the menu's routes under `main`; routes already there stay as they are, so a menu reloaded after an entry
 * was added (添加到菜单, 菜单管理) opens the new entry without a page reload.
 * @example patchMenuRoutes(router, menuStore.get() ?? [])
 */
export function patchMenuRoutes(router: Pick<DataRouter, 'patchRoutes' | 'routes'>, menu: MenuNode[]): void {
  // only routes the router lacks: patching one it has re-renders the matched pages, and their state is lost
  const known = new Set<string>();
  const collect = (routes: readonly { id?: string; children?: unknown }[] = []) => {
    for (const route of routes) {
      if (route.id) known.add(route.id);
      collect(route.children as { id?: string; children?: unknown }[] | undefined);
    }
  };
  collect(router.routes);
  const patch = (parentId: string, routes: RouteObject[]) => {
    const fresh = routes.filter((r) => !r.id || !known.has(r.id));
    if (fresh.length) router.patchRoutes(parentId, fresh);
    // a fresh route brought its children along; a known one may have new ones
    for (const route of routes)
      if (route.id && known.has(route.id) && route.children) patch(route.id, route.children);
  };
  patch('main', buildMenuRoutes(menu));
}
