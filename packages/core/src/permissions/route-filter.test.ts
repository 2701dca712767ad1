import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../contract';
import { filterRoutesByPermission, flattenMenu } from './route-filter';

const node = (path: string, permission?: string[], children?: MenuNode[]): MenuNode => ({
  id: path,
  path,
  name: path,
  component: 'x',
  route: '1',
  meta: { title: path, keepAlive: false, internalOrExternal: false, permission },
  children,
});

describe('route filtering', () => {
  const menu = [
    node('/a', undefined, [node('/a/open'), node('/a/admin', ['admin']), node('/a/any', ['x', 'y'])]),
    node('/b', ['b']),
  ];
  it('keeps open routes and routes with any matching code, drops the rest', () => {
    const paths = flattenMenu(filterRoutesByPermission(menu, ['y'])).map((n) => n.path);
    expect(paths).toEqual(['/a', '/a/open', '/a/any']);
  });
});
