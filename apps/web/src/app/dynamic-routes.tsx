import { redirect, type RouteObject } from 'react-router';
import type { MenuNode } from '@weld/core';
import { lazyPage } from '../lib/chunk';
import type { RouteHandle } from '../lib/route-handle';
import { resolvePage } from './page-registry';
import { RouteErrorPage } from './route-error-page';

/** Menu tree → data-router routes; entries with route flag "0" do not become routes (spec shell §2). */
export function buildMenuRoutes(menu: MenuNode[]): RouteObject[] {
  return menu.filter((node) => node.route !== '0').map(toRoute);
}

function toRoute(node: MenuNode): RouteObject {
  const handle: RouteHandle = { name: node.name, meta: node.meta };
  const children = buildMenuRoutes(node.children ?? []);
  const target = node.redirect ?? children[0]?.path;
  if (children.length > 0 && target) children.unshift({ index: true, loader: () => redirect(target) });
  return {
    id: `menu:${node.id}:${node.name}`,
    path: node.path,
    handle,
    lazy: lazyPage(resolvePage(node.component)),
    errorElement: <RouteErrorPage />,
    children: children.length > 0 ? children : undefined,
  };
}
