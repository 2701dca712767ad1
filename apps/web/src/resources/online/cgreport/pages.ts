import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'online/OnlCgreportHeadList': page(
    () => import('./cgreport-head-page'),
    (m) => m.CgreportHeadPage,
  ),
  // ONLINE.md's report auto list, opened at /online/cgreport/{id}
  'online/OnlCgreportAutoList': page(
    () => import('./view/report-view-page'),
    (m) => m.ReportViewPage,
  ),
};
