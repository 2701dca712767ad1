import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'dashboard/Chart': page(
    () => import('./chart-dashboard-page'),
    (m) => m.ChartDashboardPage,
  ),
};
