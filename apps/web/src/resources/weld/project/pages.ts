import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'weld/ProjectLevelList': page(
    () => import('./project-level-page'),
    (m) => m.ProjectLevelPage,
  ),
  'weld/ProjectLogList': page(
    () => import('./project-log-page'),
    (m) => m.ProjectLogPage,
  ),
};
