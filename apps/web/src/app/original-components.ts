/**
 * Menu component strings of the original platform's Vue3 client (3.x) → the strings our pages answer to.
 *
 * Our seeded menu names its screens as the original's older client did (`system/UserList`); the Vue3 client
 * names each by its folder under `src/views` (`system/user/index`), and a database exported from an original
 * installation carries those. Each screen we have that has an original counterpart is listed here, once, so
 * such a menu opens the same screens; a row may carry either spelling. Screens of ours without an original
 * counterpart (weld, the extra monitors and dashboards) have no entry.
 *
 * | Vue3 client (`src/views/…`)                        | ours                           |
 * |---|---|
 * | `layouts/default/index` (a menu group)              | `layouts/RouteView`            |
 * | `dashboard/workbench/index`                         | `dashboard/Workplace`          |
 * | `system/usersetting/UserSetting`                    | `account/settings/Index`       |
 * | `system/<user, role, menu, depart, departUser, dict, category, position, tenant, notice>/index` | `system/<UserList, RoleList, PermissionList, DepartList, DepartUserList, DictList, CategoryList, PositionList, TenantList, AnnouncementList>` |
 * | `system/message/<template, manage>/index`           | `system/<MessageTemplateList, MessageList>` |
 * | `system/<fillRule, checkRule, ossfile, address>/index` | `system/<FillRuleList, CheckRuleList, OssFileList, AddressList>` |
 * | `system/tableWhiteList/SysTableWhiteListList`, `system/onlineuser/OnlineUserList` | `system/TableWhiteList`, `system/OnlineUserList` |
 * | `monitor/<log, quartz, datalog, datasource, route, mynews>/index` | `system/<LogList, QuartzJobList, DataLogList, DataSourceList, GatewayRouteList, UserAnnouncementList>` |
 * | `monitor/<server, redis, trace>/index`, `monitor/disk/DiskInfo` | `monitor/<SystemInfo, RedisInfo, HttpTrace, DiskInfo>` |
 * | `super/online/<cgform, cgreport>/index` and their `auto/…` lists | `online/<OnlCgformHeadList, OnlCgreportHeadList, cgformList, cgformTreeList, OnlCgreportAutoList>` |
 *
 * `dashboard/Analysis` and `layouts/IframePageView` are spelled alike by both clients.
 */
export const VUE3_COMPONENTS: Readonly<Record<string, string>> = {
  'layouts/default/index': 'layouts/RouteView',
  'dashboard/workbench/index': 'dashboard/Workplace',
  'system/usersetting/UserSetting': 'account/settings/Index',
  'system/user/index': 'system/UserList',
  'system/role/index': 'system/RoleList',
  'system/menu/index': 'system/PermissionList',
  'system/depart/index': 'system/DepartList',
  'system/departUser/index': 'system/DepartUserList',
  'system/dict/index': 'system/DictList',
  'system/category/index': 'system/CategoryList',
  'system/position/index': 'system/PositionList',
  'system/tenant/index': 'system/TenantList',
  'system/notice/index': 'system/AnnouncementList',
  'system/message/template/index': 'system/MessageTemplateList',
  'system/message/manage/index': 'system/MessageList',
  'system/fillRule/index': 'system/FillRuleList',
  'system/checkRule/index': 'system/CheckRuleList',
  'system/ossfile/index': 'system/OssFileList',
  'system/address/index': 'system/AddressList',
  'system/tableWhiteList/SysTableWhiteListList': 'system/TableWhiteList',
  'system/onlineuser/OnlineUserList': 'system/OnlineUserList',
  'monitor/log/index': 'system/LogList',
  'monitor/quartz/index': 'system/QuartzJobList',
  'monitor/datalog/index': 'system/DataLogList',
  'monitor/datasource/index': 'system/DataSourceList',
  'monitor/route/index': 'system/GatewayRouteList',
  'monitor/mynews/index': 'system/UserAnnouncementList',
  'monitor/server/index': 'monitor/SystemInfo',
  'monitor/redis/index': 'monitor/RedisInfo',
  'monitor/trace/index': 'monitor/HttpTrace',
  'monitor/disk/DiskInfo': 'monitor/DiskInfo',
  'super/online/cgform/index': 'online/OnlCgformHeadList',
  'super/online/cgreport/index': 'online/OnlCgreportHeadList',
  'super/online/cgform/auto/default/OnlineAutoList': 'online/cgformList',
  'super/online/cgform/auto/tree/OnlineAutoTreeList': 'online/cgformTreeList',
  'super/online/cgreport/auto/OnlCgReportList': 'online/OnlCgreportAutoList',
};

/**
 * Our component string for a menu row's: the Vue3 client's spelling (also its folder form without `/index`,
 * which that client resolves to the folder's index page) becomes ours; any other string is returned as given.
 * @example ownComponent('system/user/index') // 'system/UserList'
 */
export function ownComponent(component: string): string {
  const known = (key: string) => (Object.hasOwn(VUE3_COMPONENTS, key) ? VUE3_COMPONENTS[key] : undefined);
  return known(component) ?? known(`${component}/index`) ?? component;
}
