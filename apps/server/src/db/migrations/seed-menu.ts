/** The foundation's menu (docs/foundation-contract.md); rows are data so later migrations add theirs alike. */
export interface MenuSeed {
  id: string;
  parentId: string | null;
  /** stored Chinese title; the shown title comes from server.menu.<id> */
  name: string;
  path?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  menuType: 0 | 1 | 2;
  perms?: string;
  icon?: string;
  sortNo: number;
  keepAlive?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  linkUrl?: string;
  /** granted to the plain `user` role as well as to admin */
  forUser?: boolean;
}

const websiteUrl = '{{ window.location.origin }}/officialWebsite/officialWebsitePage';

export const foundationMenu: MenuSeed[] = [
  {
    id: 'dashboard-analysis',
    parentId: null,
    name: '首页',
    path: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    componentName: 'DashboardAnalysis',
    menuType: 0,
    icon: 'home',
    sortNo: 1,
    forUser: true,
  },
  {
    id: 'account',
    parentId: null,
    name: '个人页',
    path: '/account',
    component: 'layouts/RouteView',
    redirect: '/account/center',
    menuType: 0,
    icon: 'user',
    sortNo: 2,
    forUser: true,
  },
  {
    id: 'account-center',
    parentId: 'account',
    name: '个人中心',
    path: '/account/center',
    component: 'account/center/Index',
    componentName: 'AccountCenter',
    menuType: 1,
    icon: 'idcard',
    sortNo: 1,
    keepAlive: true,
    forUser: true,
  },
  {
    id: 'account-settings-base',
    parentId: 'account',
    name: '个人设置',
    path: '/account/settings/base',
    component: 'account/settings/Index',
    componentName: 'AccountSettings',
    menuType: 1,
    icon: 'setting',
    sortNo: 2,
    forUser: true,
  },
  {
    id: 'account-settings-edit',
    parentId: 'account-settings-base',
    name: '编辑资料',
    menuType: 2,
    perms: 'account:settings:edit',
    sortNo: 1,
    forUser: true,
  },
  {
    id: 'exception',
    parentId: null,
    name: '异常页',
    path: '/exception',
    component: 'layouts/RouteView',
    redirect: '/exception/403',
    menuType: 0,
    icon: 'warning',
    sortNo: 90,
  },
  {
    id: 'exception-403',
    parentId: 'exception',
    name: '403',
    path: '/exception/403',
    component: 'exception/403',
    menuType: 1,
    sortNo: 1,
  },
  {
    id: 'exception-404',
    parentId: 'exception',
    name: '404',
    path: '/exception/404',
    component: 'exception/404',
    menuType: 1,
    sortNo: 2,
  },
  {
    id: 'exception-500',
    parentId: 'exception',
    name: '500',
    path: '/exception/500',
    component: 'exception/500',
    menuType: 1,
    sortNo: 3,
  },
  {
    id: 'result',
    parentId: null,
    name: '结果页',
    path: '/result',
    component: 'layouts/RouteView',
    redirect: '/result/success',
    menuType: 0,
    icon: 'check-circle',
    sortNo: 91,
  },
  {
    id: 'result-success',
    parentId: 'result',
    name: '成功页',
    path: '/result/success',
    component: 'result/Success',
    menuType: 1,
    sortNo: 1,
  },
  {
    id: 'result-fail',
    parentId: 'result',
    name: '失败页',
    path: '/result/fail',
    component: 'result/Error',
    menuType: 1,
    sortNo: 2,
  },
  {
    id: 'tools',
    parentId: null,
    name: '系统工具',
    path: '/tools',
    component: 'layouts/RouteView',
    redirect: '/tools/api-docs',
    menuType: 0,
    icon: 'tool',
    sortNo: 92,
  },
  {
    id: 'tools-api-docs',
    parentId: 'tools',
    name: '接口文档',
    path: '/tools/api-docs',
    component: 'system/ApiDocs',
    componentName: 'ApiDocs',
    menuType: 1,
    perms: 'system:api-docs',
    icon: 'api',
    sortNo: 1,
  },
  {
    id: 'tools-website-preview',
    parentId: 'tools',
    name: '官网预览',
    path: '/tools/website-preview',
    component: 'layouts/IframePageView',
    menuType: 1,
    icon: 'global',
    sortNo: 2,
    linkUrl: websiteUrl,
  },
  {
    id: 'tools-website',
    parentId: 'tools',
    name: '官网（新窗口）',
    path: '/tools/website',
    component: 'layouts/IframePageView',
    menuType: 1,
    icon: 'link',
    sortNo: 3,
    linkUrl: websiteUrl,
    internalOrExternal: true,
  },
];
