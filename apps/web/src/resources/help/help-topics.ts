import type { MenuNode } from '@weld/core';

/** The help pages, one per menu group, in the order the index lists them. */
export const HELP_PAGES = [
  'dashboard',
  'account',
  'system',
  'messages',
  'monitor',
  'weld-device',
  'weld-manual',
  'weld-special',
  'tools',
] as const;
export type HelpPage = (typeof HELP_PAGES)[number];

export const HELP_PATH = '/help';

/**
 * Menu entry id → help page. Screens whose topic is not their group's come first (the announcement
 * and message screens sit under 系统管理 but are explained with 我的消息); then the seeded groups.
 */
const PAGE_OF_MENU_ID: Record<string, HelpPage> = {
  'isystem-announcement': 'messages',
  'isps-user-announcement': 'messages',
  'isystem-message-template': 'messages',
  'isystem-message': 'messages',
  'dashboard-analysis': 'dashboard',
  dashboard: 'dashboard',
  account: 'account',
  isystem: 'system',
  imonitor: 'monitor',
  'iweld-device': 'weld-device',
  'iweld-manual': 'weld-manual',
  'iweld-special': 'weld-special',
  tools: 'tools',
};

export const isHelpPage = (page: string | undefined): page is HelpPage =>
  (HELP_PAGES as readonly string[]).includes(page ?? '');

/** The chain of menu entries from a group down to the entry whose path is `path`, or [] if none. */
function menuChain(menu: MenuNode[], path: string): MenuNode[] {
  for (const node of menu) {
    if (node.path === path) return [node];
    const below = menuChain(node.children ?? [], path);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * Where the help button leads from `pathname`: the screen's own page, else its group's, else the index.
 * @example helpPathFor(menu, '/isystem/user') // '/help/system'
 */
export function helpPathFor(menu: MenuNode[], pathname: string): string {
  const chain = menuChain(menu, pathname).reverse();
  const page = chain.map((node) => PAGE_OF_MENU_ID[node.id]).find(Boolean);
  return page ? `${HELP_PATH}/${page}` : HELP_PATH;
}
