import type { MenuNode } from '@weld/core';
import { flattenMenu } from '@weld/core';
import { renderTemplateUrl } from '../../lib/template-url';

export const IFRAME_COMPONENT = 'layouts/IframePageView';

export type SearchAction =
  | { type: 'external'; url: string }
  | { type: 'iframe'; route: { pathname: string; state: { name: string; url: string } } }
  | { type: 'path'; to: string };

/** The three behaviours of menu search (spec shell §2). */
export function menuSearchAction(node: MenuNode): SearchAction {
  if (node.meta.internalOrExternal && node.meta.url)
    return { type: 'external', url: renderTemplateUrl(node.meta.url) };
  if (node.component === IFRAME_COMPONENT)
    return {
      type: 'iframe',
      route: { pathname: node.path, state: { name: node.name, url: renderTemplateUrl(node.meta.url ?? '') } },
    };
  return { type: 'path', to: node.path };
}

/** Entries a search can reach: visible pages, not group containers. */
export function searchableEntries(menu: MenuNode[]): MenuNode[] {
  return flattenMenu(menu).filter((n) => !n.hidden && (n.children ?? []).length === 0 && n.route !== '0');
}
