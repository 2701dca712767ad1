import { createElement, type ComponentType } from 'react';
import { loadAdminTexts, loadWidgetTexts } from '../lib/i18n';
import { position, type ResourceDefinition } from '@weld/core';
import { tableWhiteList } from '@weld/core';
import { gatewayRoute, tenant } from '@weld/core';

type PageLoader = () => Promise<{ default: ComponentType }>;

/** A plain resource's screen: the kit's ResourcePage over its core definition, no page of its own. */
const resourcePage = (definition: ResourceDefinition): PageLoader => () =>
  import('../kit/resource-page').then((m) => ({ default: () => createElement(m.ResourcePage, { definition }) }));

/** Menu component string → lazy page (DESIGN.md §2); each entry is its own chunk. */
export const pageRegistry: Record<string, PageLoader> = {
  'dashboard/Analysis': () => import('../resources/dashboard/analysis/analysis-page').then((m) => ({ default: m.AnalysisPage })),
  'layouts/RouteView': () => import('./layouts/route-view').then((m) => ({ default: m.RouteView })),
  'layouts/IframePageView': () => import('./layouts/iframe-page-view').then((m) => ({ default: m.IframePageView })),
  'account/center/Index': () => import('../resources/account/center/account-center-page').then((m) => ({ default: m.AccountCenterPage })),
  'account/settings/Index': () => import('../resources/account/settings/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
  'exception/403': () => import('../resources/exception/exception-pages').then((m) => ({ default: m.Exception403 })),
  'exception/404': () => import('../resources/exception/exception-pages').then((m) => ({ default: m.Exception404 })),
  'exception/500': () => import('../resources/exception/exception-pages').then((m) => ({ default: m.Exception500 })),
  'result/Success': () => import('../resources/result/result-pages').then((m) => ({ default: m.ResultSuccess })),
  'result/Error': () => import('../resources/result/result-pages').then((m) => ({ default: m.ResultError })),
  'system/PositionList': resourcePage(position),
  'system/DictList': () => import('../resources/system/dict/dict-page').then((m) => ({ default: m.DictPage })),
  'system/CategoryList': () => import('../resources/system/category/category-page').then((m) => ({ default: m.CategoryPage })),
  'system/TableWhiteList': resourcePage(tableWhiteList),
  'system/UserList': () => import('../resources/system/user/user-page').then((m) => ({ default: m.UserPage })),
  'system/DepartList': () => import('../resources/system/depart/depart-page').then((m) => ({ default: m.DepartPage })),
  'system/DepartUserList': () => import('../resources/system/depart-user/depart-user-page').then((m) => ({ default: m.DepartUserPage })),
  'system/TenantList': resourcePage(tenant),
  'system/GatewayRouteList': resourcePage(gatewayRoute),
  'system/CheckRuleList': () => import('../resources/system/check-rule/check-rule-page').then((m) => ({ default: m.CheckRulePage })),
  'system/FillRuleList': () => import('../resources/system/fill-rule/fill-rule-page').then((m) => ({ default: m.FillRulePage })),
  'system/DataSourceList': () => import('../resources/system/data-source/data-source-page').then((m) => ({ default: m.DataSourcePage })),
  'system/AddressList': () => import('../resources/system/address-list/address-list-page').then((m) => ({ default: m.AddressListPage })),
  'system/RoleUserList': () => import('../resources/system/role-user/role-user-page').then((m) => ({ default: m.RoleUserPage })),
  'system/PermissionList': () => import('../resources/system/permission/permission-page').then((m) => ({ default: m.PermissionPage })),
  'system/RoleList': () => import('../resources/system/role/role-page').then((m) => ({ default: m.RolePage })),
  'system/WidgetGallery': () => import('../resources/system/widget-gallery/widget-gallery-page').then((m) => ({ default: m.WidgetGalleryPage })),
  'system/ApiDocs': () => import('../resources/system/api-docs/api-docs-page').then((m) => ({ default: m.ApiDocsPage })),
};

/** The page of a component string the registry does not know. */
export const fallbackPage: PageLoader = () => import('../resources/exception/exception-pages').then((m) => ({ default: m.Exception404 }));

/** Pages whose own titles are widget texts: those arrive with the page, not after its first render. */
const WIDGET_TEXT_PAGES = new Set(['system/WidgetGallery']);

export function resolvePage(component: string): PageLoader {
  const key = component.replace(/^\//, '').replace(/\.vue$/, '');
  const loader = pageRegistry[key] ?? fallbackPage;
  const texts: (() => Promise<void>)[] = [];
  // administration screens (and the pickers and uploads they share with account pages) speak through the
  // administration texts, fetched with the first such page rather than with the shell
  if (/^(system|account)\//.test(key)) texts.push(() => loadAdminTexts());
  if (WIDGET_TEXT_PAGES.has(key)) texts.push(() => loadWidgetTexts());
  if (texts.length === 0) return loader;
  return () => Promise.all([loader(), ...texts.map((load) => load())]).then(([page]) => page);
}
