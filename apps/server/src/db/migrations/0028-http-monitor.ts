import type { Kysely } from 'kysely';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteMenu } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/**
 * 系统监控 → HTTP服务监控, the Node HTTP server's screen (Tomcat's counterpart), right after 运行时监控 (the
 * JVM's counterpart): the screens after it move down one place. Granted to admin, as every monitor screen.
 */
export const httpMonitorMenu: MenuSeed[] = [
  {
    id: 'imonitor-httpserver',
    parentId: 'imonitor',
    name: 'HTTP服务监控',
    path: '/monitor/httpserver',
    component: 'monitor/HttpServerInfo',
    componentName: 'HttpServerInfo',
    menuType: 1,
    perms: 'monitor:httpserver',
    icon: 'api',
    sortNo: 3,
  },
];

const MOVED = ['imonitor-disk', 'imonitor-database', 'imonitor-redis', 'imonitor-httptrace'];

async function shift(db: Kysely<any>, by: number): Promise<void> {
  for (const id of MOVED) {
    const row = await db
      .selectFrom('sys_permission')
      .select('sort_no')
      .where('id', '=', id)
      .executeTakeFirst();
    if (row)
      await db
        .updateTable('sys_permission')
        .set({ sort_no: Number(row.sort_no) + by })
        .where('id', '=', id)
        .execute();
  }
}

export async function up(db: Kysely<any>, now: string): Promise<void> {
  await shift(db, 1);
  await insertMenu(db, httpMonitorMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    httpMonitorMenu.map((m) => m.id),
  );
  await shift(db, -1);
}
