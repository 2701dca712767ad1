import { page, type PageEntries } from '../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'monitor/SystemInfo': page(
    () => import('./system-info-page'),
    (m) => m.SystemInfoPage,
  ),
  'monitor/RuntimeInfo': page(
    () => import('./runtime-page'),
    (m) => m.RuntimePage,
  ),
  'monitor/HttpServerInfo': page(
    () => import('./http-server-page'),
    (m) => m.HttpServerPage,
  ),
  'monitor/DiskInfo': page(
    () => import('./disk-page'),
    (m) => m.DiskPage,
  ),
  'monitor/DatabaseInfo': page(
    () => import('./database-page'),
    (m) => m.DatabasePage,
  ),
  'monitor/RedisInfo': page(
    () => import('./redis-page'),
    (m) => m.RedisPage,
  ),
  'monitor/HttpTrace': page(
    () => import('./http-trace-page'),
    (m) => m.HttpTracePage,
  ),
};
