import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'account/center/Index': page(
    () => import('./account-center-page'),
    (m) => m.AccountCenterPage,
  ),
};
