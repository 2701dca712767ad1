import { HOME_PATH } from '@weld/core';

export interface PageTab {
  /** full path with query: one tab per visited address */
  key: string;
  title: string;
}

export type TabWarning = 'home' | 'last' | null;

export interface TabOutcome {
  tabs: PageTab[];
  /** the tab to show next, when the active one went away */
  activate: string | null;
  warning: TabWarning;
}

const isHome = (key: string) => key === HOME_PATH || key.startsWith(`${HOME_PATH}?`);

const pathOf = (key: string) => key.split('?')[0];

/**
 * Adds the visited page (or refreshes its title); with multi-tab mode off only the current page stays.
 * A replacing navigation (a list writing its search or page into the URL) takes over its page's tab.
 */
export function visitTab(
  tabs: PageTab[],
  tab: PageTab,
  homeTitle: string,
  multipage: boolean,
  replace = false,
): PageTab[] {
  if (!multipage) return [tab];
  const home = tabs.find((x) => isHome(x.key)) ?? { key: HOME_PATH, title: homeTitle };
  const rest = tabs.filter((x) => !isHome(x.key));
  if (isHome(tab.key)) return [{ ...home, title: homeTitle }, ...rest];
  const exact = rest.findIndex((x) => x.key === tab.key);
  const i = exact >= 0 || !replace ? exact : rest.findIndex((x) => pathOf(x.key) === pathOf(tab.key));
  const next = i >= 0 ? rest.map((x, j) => (j === i ? tab : x)) : [...rest, tab];
  return [{ ...home, title: homeTitle }, ...next];
}

/** Closes one tab: the home tab and the last page stay; closing the active tab activates its neighbour. */
export function closeTab(tabs: PageTab[], key: string, active: string): TabOutcome {
  if (isHome(key)) return { tabs, activate: null, warning: 'home' };
  if (tabs.length <= 1) return { tabs, activate: null, warning: 'last' };
  const i = tabs.findIndex((x) => x.key === key);
  if (i < 0) return { tabs, activate: null, warning: null };
  const next = tabs.filter((x) => x.key !== key);
  const neighbour = next[i] ?? next[i - 1];
  return { tabs: next, activate: key === active && neighbour ? neighbour.key : null, warning: null };
}

function keepOnly(
  tabs: PageTab[],
  keep: (t: PageTab, i: number) => boolean,
  pivot: string,
  active: string,
): TabOutcome {
  const next = tabs.filter((t, i) => isHome(t.key) || t.key === pivot || keep(t, i));
  const activeGone = !next.some((t) => t.key === active);
  return { tabs: next, activate: activeGone ? pivot : null, warning: null };
}

export function closeLeft(tabs: PageTab[], pivot: string, active: string): TabOutcome {
  const p = tabs.findIndex((t) => t.key === pivot);
  return keepOnly(tabs, (_, i) => i > p, pivot, active);
}

export function closeRight(tabs: PageTab[], pivot: string, active: string): TabOutcome {
  const p = tabs.findIndex((t) => t.key === pivot);
  return keepOnly(tabs, (_, i) => i < p, pivot, active);
}

export function closeOthers(tabs: PageTab[], pivot: string, active: string): TabOutcome {
  return keepOnly(tabs, () => false, pivot, active);
}
