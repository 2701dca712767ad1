import type { MenuNode } from '@weld/core';

/**
 * A menu node as getUserPermissionByToken answers it, a plain page at /x unless `over` says otherwise.
 * @example menuNode({ component: 'system/user/index', path: '/isystem/user' })
 */
export const menuNode = (over: Partial<MenuNode>): MenuNode => ({
  id: '1',
  path: '/x',
  name: 'x',
  component: 'dashboard/Analysis',
  route: '1',
  meta: { title: 'X', keepAlive: false, internalOrExternal: false },
  ...over,
});
