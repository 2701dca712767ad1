import type { Kysely } from 'kysely';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** 仪表盘 beside 首页: the workplace for everyone; monitor, task and chart pages for administrators. */
export const dashboardMenu: MenuSeed[] = [
  {
    id: 'dashboard',
    parentId: null,
    name: '仪表盘',
    path: '/dashboard',
    component: 'layouts/RouteView',
    redirect: '/dashboard/workplace',
    menuType: 0,
    icon: 'fund-projection-screen',
    sortNo: 4,
    forUser: true,
  },
  {
    id: 'dashboard-workplace',
    parentId: 'dashboard',
    name: '工作台',
    path: '/dashboard/workplace',
    component: 'dashboard/Workplace',
    componentName: 'DashboardWorkplace',
    menuType: 1,
    icon: 'desktop',
    sortNo: 1,
    forUser: true,
  },
  {
    id: 'dashboard-monitor',
    parentId: 'dashboard',
    name: '监控页',
    path: '/dashboard/monitor',
    component: 'dashboard/Monitor',
    componentName: 'DashboardMonitor',
    menuType: 1,
    perms: 'monitor:httptrace',
    icon: 'line-chart',
    sortNo: 2,
  },
  {
    id: 'dashboard-task',
    parentId: 'dashboard',
    name: '任务页',
    path: '/dashboard/task',
    component: 'dashboard/Task',
    componentName: 'DashboardTask',
    menuType: 1,
    perms: 'system:quartzJob:list',
    icon: 'schedule',
    sortNo: 3,
  },
  {
    id: 'dashboard-chart',
    parentId: 'dashboard',
    name: '图表页',
    path: '/dashboard/chart',
    component: 'dashboard/Chart',
    componentName: 'DashboardChart',
    menuType: 1,
    perms: 'dashboard:chart',
    icon: 'pie-chart',
    sortNo: 4,
  },
];

/** sys_page_visit (one row per screen opened, for 首页's top pages) and the dashboards' menu rows. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('sys_page_visit')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('userid', 'varchar(32)')
    .addColumn('visit_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_page_visit_day')
    .on('sys_page_visit')
    .columns(['visit_day', 'path'])
    .execute();
  await insertMenu(db, dashboardMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = dashboardMenu.map((m) => m.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
  await db.schema.dropTable('sys_page_visit').execute();
}
