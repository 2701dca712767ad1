import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import type { MenuNode } from '@weld/core';
import { renderTemplateUrl } from '../../lib/template-url';
import { menuIcon } from './menu-icon';

type Item = NonNullable<MenuProps['items']>[number];

/** Menu tree → antd items; hidden entries are skipped, external entries open as plain links (spec shell §2). */
export function menuItems(nodes: MenuNode[]): Item[] {
  return nodes
    .filter((n) => !n.hidden)
    .map((n): Item => {
      const children = (n.children ?? []).filter((c) => !c.hidden);
      const icon = menuIcon(n.meta.icon);
      // the full title on hover: long labels (Russian most) wrap in the side menu, but are cut in the top menu
      const title = n.meta.title;
      if (children.length > 0 || n.alwaysShow)
        return {
          key: n.path,
          icon,
          label: (
            <span className="weld-menu-label" title={title}>
              {title}
            </span>
          ),
          children: menuItems(children),
        };
      const label =
        n.meta.internalOrExternal && n.meta.url ? (
          <a href={renderTemplateUrl(n.meta.url)} target="_blank" rel="noopener noreferrer" title={title}>
            {title}
          </a>
        ) : (
          <Link to={n.path} title={title}>
            {title}
          </Link>
        );
      return { key: n.path, icon, label };
    });
}

/** The chain of nodes from the root to the entry that owns `pathname`; routes with parameters match by prefix. */
export function menuChain(nodes: MenuNode[], pathname: string): MenuNode[] {
  for (const n of nodes) {
    const own =
      n.path === pathname ||
      (n.path.includes(':') && new RegExp(`^${n.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname));
    if (own) return [n];
    const below = menuChain(n.children ?? [], pathname);
    if (below.length > 0) return [n, ...below];
  }
  return [];
}

/** Selected key: the deepest visible entry of the chain; open keys: its parents. */
export function menuKeys(nodes: MenuNode[], pathname: string): { selected: string[]; open: string[] } {
  const chain = menuChain(nodes, pathname);
  const visible = chain.filter((n) => !n.hidden);
  const selected = visible[visible.length - 1];
  return { selected: selected ? [selected.path] : [], open: visible.slice(0, -1).map((n) => n.path) };
}
