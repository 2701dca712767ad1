import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/LogList': page(
    () => import('./log-page'),
    (m) => m.LogPage,
  ),
};
