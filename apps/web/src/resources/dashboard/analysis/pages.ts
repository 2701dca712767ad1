import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'dashboard/Analysis': page(
    () => import('./analysis-page'),
    (m) => m.AnalysisPage,
  ),
};
