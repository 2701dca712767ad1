import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** 系统监控: one screen per monitor, each menu row carrying the right its API checks. */
export const monitorMenu: MenuSeed[] = [
  {
    id: 'imonitor',
    parentId: null,
    name: '系统监控',
    path: '/monitor',
    component: 'layouts/RouteView',
    redirect: '/monitor/system',
    menuType: 0,
    icon: 'dashboard',
    sortNo: 20,
  },
  {
    id: 'imonitor-system',
    parentId: 'imonitor',
    name: '服务器信息',
    path: '/monitor/system',
    component: 'monitor/SystemInfo',
    componentName: 'SystemInfo',
    menuType: 1,
    perms: 'monitor:system',
    icon: 'desktop',
    sortNo: 1,
  },
  {
    id: 'imonitor-runtime',
    parentId: 'imonitor',
    name: '运行时监控',
    path: '/monitor/runtime',
    component: 'monitor/RuntimeInfo',
    componentName: 'RuntimeInfo',
    menuType: 1,
    perms: 'monitor:runtime',
    icon: 'fund',
    sortNo: 2,
  },
  {
    id: 'imonitor-disk',
    parentId: 'imonitor',
    name: '磁盘监控',
    path: '/monitor/disk',
    component: 'monitor/DiskInfo',
    componentName: 'DiskInfo',
    menuType: 1,
    perms: 'monitor:disk',
    icon: 'hdd',
    sortNo: 3,
  },
  {
    id: 'imonitor-database',
    parentId: 'imonitor',
    name: '数据库信息',
    path: '/monitor/database',
    component: 'monitor/DatabaseInfo',
    componentName: 'DatabaseInfo',
    menuType: 1,
    perms: 'monitor:database',
    icon: 'database',
    sortNo: 4,
  },
  {
    id: 'imonitor-redis',
    parentId: 'imonitor',
    name: 'Redis监控',
    path: '/monitor/redis',
    component: 'monitor/RedisInfo',
    componentName: 'RedisInfo',
    menuType: 1,
    perms: 'monitor:redis',
    icon: 'cloud-server',
    sortNo: 5,
  },
  ...buttonRows('imonitor-redis', 'monitor:redis', [['command', 'Redis终端']]),
  {
    id: 'imonitor-httptrace',
    parentId: 'imonitor',
    name: '请求追踪',
    path: '/monitor/httptrace',
    component: 'monitor/HttpTrace',
    componentName: 'HttpTrace',
    menuType: 1,
    perms: 'monitor:httptrace',
    icon: 'swap',
    sortNo: 6,
  },
];

export async function up(db: Kysely<any>, now: string): Promise<void> {
  await insertMenu(db, monitorMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = monitorMenu.map((m) => m.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
}
