import type { MenuNode } from '../contract';

/**
 * Keeps the menu routes the user may open (spec shell §2): a route whose meta.permission shares
 * any code with the user's permission list is kept, a route without meta.permission is open.
 * @example filterRoutesByPermission(menu, ['system:user:list'])
 */
export function filterRoutesByPermission(routes: MenuNode[], permissionCodes: readonly string[]): MenuNode[] {
  const owned = new Set(permissionCodes);
  const walk = (nodes: MenuNode[]): MenuNode[] =>
    nodes
      .filter((node) => {
        const required = node.meta.permission;
        return !required || required.length === 0 || required.some((code) => owned.has(code));
      })
      .map((node) => (node.children ? { ...node, children: walk(node.children) } : node));
  return walk(routes);
}

/** Depth-first list of every node of a menu tree. */
export function flattenMenu(routes: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk(routes);
  return out;
}
