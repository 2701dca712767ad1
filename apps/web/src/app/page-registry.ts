import { createElement, type ComponentType } from 'react';
import { loadAdminTexts, loadWeldTexts, loadWidgetTexts } from '../lib/i18n';
import { position, type ResourceDefinition } from '@weld/core';
import { tableWhiteList } from '@weld/core';
import { tenant } from '@weld/core';
import { weldSpecialist } from '@weld/core';

type PageLoader = () => Promise<{ default: ComponentType }>;

/** A plain resource's screen: the kit's ResourcePage over its core definition, no page of its own. */
const resourcePage = (definition: ResourceDefinition): PageLoader => () =>
  import('../kit/resource-page').then((m) => ({ default: () => createElement(m.ResourcePage, { definition }) }));

/** Menu component string → lazy page (DESIGN.md §2); each entry is its own chunk. */
export const pageRegistry: Record<string, PageLoader> = {
  'dashboard/Analysis': () => import('../resources/dashboard/analysis/analysis-page').then((m) => ({ default: m.AnalysisPage })),
  'dashboard/Workplace': () => import('../resources/dashboard/workplace/workplace-page').then((m) => ({ default: m.WorkplacePage })),
  'dashboard/Monitor': () => import('../resources/dashboard/monitor/monitor-dashboard-page').then((m) => ({ default: m.MonitorDashboardPage })),
  'dashboard/Task': () => import('../resources/dashboard/task/task-dashboard-page').then((m) => ({ default: m.TaskDashboardPage })),
  'dashboard/Chart': () => import('../resources/dashboard/chart/chart-dashboard-page').then((m) => ({ default: m.ChartDashboardPage })),
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
  'weld/PlcWorkstation': () => import('../resources/weld/plc-workstation/plc-workstation-page').then((m) => ({ default: m.PlcWorkstationPage })),
  'system/DictList': () => import('../resources/system/dict/dict-page').then((m) => ({ default: m.DictPage })),
  'system/CategoryList': () => import('../resources/system/category/category-page').then((m) => ({ default: m.CategoryPage })),
  'system/TableWhiteList': resourcePage(tableWhiteList),
  'system/UserList': () => import('../resources/system/user/user-page').then((m) => ({ default: m.UserPage })),
  'system/DepartList': () => import('../resources/system/depart/depart-page').then((m) => ({ default: m.DepartPage })),
  'system/DepartUserList': () => import('../resources/system/depart-user/depart-user-page').then((m) => ({ default: m.DepartUserPage })),
  'system/TenantList': resourcePage(tenant),
  'system/GatewayRouteList': () => import('../resources/system/gateway-route/gateway-route-page').then((m) => ({ default: m.GatewayRoutePage })),
  'system/CheckRuleList': () => import('../resources/system/check-rule/check-rule-page').then((m) => ({ default: m.CheckRulePage })),
  'system/FillRuleList': () => import('../resources/system/fill-rule/fill-rule-page').then((m) => ({ default: m.FillRulePage })),
  'system/DataSourceList': () => import('../resources/system/data-source/data-source-page').then((m) => ({ default: m.DataSourcePage })),
  'system/AddressList': () => import('../resources/system/address-list/address-list-page').then((m) => ({ default: m.AddressListPage })),
  'system/RoleUserList': () => import('../resources/system/role-user/role-user-page').then((m) => ({ default: m.RoleUserPage })),
  'system/PermissionList': () => import('../resources/system/permission/permission-page').then((m) => ({ default: m.PermissionPage })),
  'system/RoleList': () => import('../resources/system/role/role-page').then((m) => ({ default: m.RolePage })),
  'system/WidgetGallery': () => import('../resources/system/widget-gallery/widget-gallery-page').then((m) => ({ default: m.WidgetGalleryPage })),
  'monitor/SystemInfo': () => import('../resources/monitor/system-info-page').then((m) => ({ default: m.SystemInfoPage })),
  'monitor/RuntimeInfo': () => import('../resources/monitor/runtime-page').then((m) => ({ default: m.RuntimePage })),
  'monitor/HttpServerInfo': () => import('../resources/monitor/http-server-page').then((m) => ({ default: m.HttpServerPage })),
  'monitor/DiskInfo': () => import('../resources/monitor/disk-page').then((m) => ({ default: m.DiskPage })),
  'monitor/DatabaseInfo': () => import('../resources/monitor/database-page').then((m) => ({ default: m.DatabasePage })),
  'monitor/RedisInfo': () => import('../resources/monitor/redis-page').then((m) => ({ default: m.RedisPage })),
  'monitor/HttpTrace': () => import('../resources/monitor/http-trace-page').then((m) => ({ default: m.HttpTracePage })),
  'system/QuartzJobList': () => import('../resources/system/quartz-job/quartz-job-page').then((m) => ({ default: m.QuartzJobPage })),
  'system/AnnouncementList': () => import('../resources/system/announcement/announcement-page').then((m) => ({ default: m.AnnouncementPage })),
  'system/UserAnnouncementList': () => import('../resources/system/user-announcement/user-announcement-page').then((m) => ({ default: m.UserAnnouncementPage })),
  'system/MessageTemplateList': () => import('../resources/system/message-template/message-template-page').then((m) => ({ default: m.MessageTemplatePage })),
  'system/MessageList': () => import('../resources/system/message-template/message-page').then((m) => ({ default: m.MessagePage })),
  'system/OssFileList': () => import('../resources/system/oss-file/oss-file-page').then((m) => ({ default: m.OssFilePage })),
  'system/ApiDocs': () => import('../resources/system/api-docs/api-docs-page').then((m) => ({ default: m.ApiDocsPage })),
  'system/LogList': () => import('../resources/system/log/log-page').then((m) => ({ default: m.LogPage })),
  'system/DataLogList': () => import('../resources/system/data-log/data-log-page').then((m) => ({ default: m.DataLogPage })),
  // the tree's tabs show the manuals', sequences', firmware and tweets' own screens, bound to the chosen node
  'weld/ModelTree': () =>
    Promise.all([
      import('../resources/weld/model/model-tree-page'),
      import('../resources/weld/model/related-tabs'),
      import('../resources/weld/manual-file/manual-file-page'),
      import('../resources/weld/sequence/sequence-page'),
      import('../resources/weld/firmware/firmware-page'),
      import('../resources/weld/tweet/tweet-page'),
    ]).then(([tree, tabs, manual, sequence, firmware, tweet]) => {
      const pages = { weldManualFile: manual.ManualFilePage, weldSequence: sequence.SequencePage, weldFirmware: firmware.FirmwarePage, weldTweet: tweet.TweetPage };
      return { default: () => createElement(tabs.RelatedPagesContext.Provider, { value: pages }, createElement(tree.ModelTreePage)) };
    }),
  'weld/OrgSet': () => import('../resources/weld/org-set/org-set-page').then((m) => ({ default: m.OrgSetPage })),
  'system/OnlineUserList': () => import('../resources/system/online/online-page').then((m) => ({ default: m.OnlineUserPage })),
  'weld/ManualFileList': () => import('../resources/weld/manual-file/manual-file-page').then((m) => ({ default: m.ManualFilePage })),
  'weld/TweetList': () => import('../resources/weld/tweet/tweet-page').then((m) => ({ default: m.TweetPage })),
  'weld/MessageList': () => import('../resources/weld/message/message-page').then((m) => ({ default: m.MessagePage })),
  'weld/SequenceList': () => import('../resources/weld/sequence/sequence-page').then((m) => ({ default: m.SequencePage })),
  'weld/SpecialistList': resourcePage(weldSpecialist),
  'weld/SequencePowerList': () => import('../resources/weld/sequence-power/sequence-power-page').then((m) => ({ default: m.SequencePowerPage })),
  'weld/FirmwareList': () => import('../resources/weld/firmware/firmware-page').then((m) => ({ default: m.FirmwarePage })),
  'weld/DeviceList': () => import('../resources/weld/device/device-page').then((m) => ({ default: m.DevicePage })),
  'weld/ProjectLevelList': () => import('../resources/weld/project/project-level-page').then((m) => ({ default: m.ProjectLevelPage })),
  'weld/ProjectLogList': () => import('../resources/weld/project/project-log-page').then((m) => ({ default: m.ProjectLogPage })),
  'weld/ManualUserList': () => import('../resources/weld/manual-user/manual-user-page').then((m) => ({ default: m.ManualUserPage })),
  'weld/Transfer': () => import('../resources/weld/transfer/transfer-page').then((m) => ({ default: m.TransferPage })),
};

/** The page of a component string the registry does not know. */
export const fallbackPage: PageLoader = () => import('../resources/exception/exception-pages').then((m) => ({ default: m.Exception404 }));

/** Pages whose own titles are widget texts: those arrive with the page, not after its first render. */
const WIDGET_TEXT_PAGES = new Set(['system/WidgetGallery']);

export function resolvePage(component: string): PageLoader {
  const key = component.replace(/^\//, '').replace(/\.vue$/, '');
  const loader = pageRegistry[key] ?? fallbackPage;
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
