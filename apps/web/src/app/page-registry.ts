import { loadAdminTexts, loadWeldTexts, loadWidgetTexts } from '../lib/i18n';
import type { PageEntries, PageLoader } from '../kit/pages';

/** The layouts a menu row may name for a parent or an embedded website. */
const LAYOUT_PAGES: PageEntries = {
  'layouts/RouteView': () => import('./layouts/route-view').then((m) => ({ default: m.RouteView })),
  'layouts/IframePageView': () => import('./layouts/iframe-page-view').then((m) => ({ default: m.IframePageView })),
};

/**
 * Every resource folder's `pages.ts`: the screens it offers the menu (small maps of lazy imports, read at once). No
 * two offer the same component string (dynamic-routes.test.tsx).
 */
export const folders = import.meta.glob<PageEntries>('../resources/**/pages.ts', { eager: true, import: 'pages' });

/** Menu component string → lazy page (DESIGN.md §2); each entry is its own chunk. */
export const pageRegistry: PageEntries = Object.assign({}, LAYOUT_PAGES, ...Object.values(folders));

/** The page of a component string the registry does not know. */
export const fallbackPage: PageLoader = () => import('../resources/exception/exception-pages').then((m) => ({ default: m.Exception404 }));

/** Pages whose own titles are widget texts: those arrive with the page, not after its first render. */
const WIDGET_TEXT_PAGES = new Set(['system/WidgetGallery']);

/**
 * A plain resource has no folder of its own in the web app: its definition names the component string of the
 * kit's list screen (`page`), looked up when such a screen is first opened; a string no definition names is 404.
 */
const plainResourcePage = (component: string): PageLoader => () =>
  import('../kit/plain-resource-page').then((m) => m.plainResourcePage(component) ?? fallbackPage());

export function resolvePage(component: string): PageLoader {
  const key = component.replace(/^\//, '').replace(/\.vue$/, '');
  const loader = pageRegistry[key] ?? plainResourcePage(key);
  const texts: (() => Promise<void>)[] = [];
  // administration and monitor screens (and the pickers and uploads they share with account pages) speak through the
  // administration texts, fetched with the first such page rather than with the shell
  // weld screens share the kit's pickers with administration, so they take both parts
  if (/^(system|account|monitor|weld)\//.test(key) || (key.startsWith('dashboard/') && key !== 'dashboard/Analysis')) texts.push(() => loadAdminTexts());
  if (key.startsWith('weld/')) texts.push(() => loadWeldTexts());
  if (WIDGET_TEXT_PAGES.has(key)) texts.push(() => loadWidgetTexts());
  if (texts.length === 0) return loader;
  return () => Promise.all([loader(), ...texts.map((load) => load())]).then(([page]) => page);
}
