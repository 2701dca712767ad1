import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'dashboard/Monitor': page(
    () => import('./monitor-dashboard-page'),
    (m) => m.MonitorDashboardPage,
  ),
};
