import { loadAdminTexts, loadWeldTexts, loadWidgetTexts } from '../lib/i18n';
import type { PageEntries, PageLoader } from '../kit/pages';
import { ownComponent } from './original-components';

/** The layouts a menu row may name for a parent or an embedded website. */
const LAYOUT_PAGES: PageEntries = {
  'layouts/RouteView': () => import('./layouts/route-view').then((m) => ({ default: m.RouteView })),
  'layouts/IframePageView': () =>
    import('./layouts/iframe-page-view').then((m) => ({ default: m.IframePageView })),
};

/**
 * Every resource folder's `pages.ts`: the screens it offers the menu (small maps of lazy imports, read at once). No
 * two offer the same component string (dynamic-routes.test.tsx).
 */
export const folders = import.meta.glob<PageEntries>('../resources/**/pages.ts', {
  eager: true,
  import: 'pages',
});

/** Menu component string → lazy page (DESIGN.md §2); each entry is its own chunk. */
export const pageRegistry: PageEntries = Object.assign({}, LAYOUT_PAGES, ...Object.values(folders));

/** The page of a component string the registry does not know. */
export const fallbackPage: PageLoader = () =>
  import('../resources/exception/exception-pages').then((m) => ({ default: m.Exception404 }));

/** Pages whose own titles are widget texts: those arrive with the page, not after its first render. */
const WIDGET_TEXT_PAGES = new Set(['system/WidgetGallery']);

/**
 * A plain resource has no folder of its own in the web app: its definition names the component string of the
 * kit's list screen (`page`), looked up when such a screen is first opened; a string no definition names is 404.
 */
const plainResourcePage =
  (component: string): PageLoader =>
  () =>
    import('../kit/plain-resource-page').then((m) => m.plainResourcePage(component) ?? fallbackPage());

/**
 * Screens built of the kit's lists and forms: administration, monitor and weld screens (and the pickers and uploads
 * they share with account pages) speak through the administration texts, fetched with the first such page rather
 * than with the shell; weld screens share the kit's pickers with administration, so they take both parts.
 */
const kitScreen = (key: string) =>
  /^(system|account|monitor|weld|online)\//.test(key) ||
  (key.startsWith('dashboard/') && key !== 'dashboard/Analysis');

/** The field kinds of resource folders (weldModel …), registered before a form or list of the kit draws one. */
const loadResourceFieldKinds = () =>
  import('./resource-field-kinds').then((m) => m.registerResourceFieldKinds());

/**
 * The page of a menu row's component string, in our spelling or the original Vue3 client's
 * (original-components.ts), with the texts its area needs; unknown strings open the 404 page.
 * @example resolvePage('system/user/index') // the users screen, as resolvePage('system/UserList')
 */
export function resolvePage(component: string): PageLoader {
  const key = ownComponent(component.replace(/^\//, '').replace(/\.vue$/, ''));
  const own = pageRegistry[key];
  const loader = own ?? plainResourcePage(key);
  const alongside: (() => Promise<void>)[] = [];
  if (kitScreen(key)) alongside.push(() => loadAdminTexts());
  // a plain resource's list is the kit's, whatever its area
  if (kitScreen(key) || !own) alongside.push(loadResourceFieldKinds);
  if (key.startsWith('weld/')) alongside.push(() => loadWeldTexts());
  if (WIDGET_TEXT_PAGES.has(key)) alongside.push(() => loadWidgetTexts());
  if (alongside.length === 0) return loader;
  return () => Promise.all([loader(), ...alongside.map((load) => load())]).then(([page]) => page);
}
