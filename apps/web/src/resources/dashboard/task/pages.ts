import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'dashboard/Task': page(
    () => import('./task-dashboard-page'),
    (m) => m.TaskDashboardPage,
  ),
};
