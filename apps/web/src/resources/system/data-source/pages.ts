import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/DataSourceList': page(
    () => import('./data-source-page'),
    (m) => m.DataSourcePage,
  ),
};
