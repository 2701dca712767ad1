import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'weld/ManualUserList': page(
    () => import('./manual-user-page'),
    (m) => m.ManualUserPage,
  ),
};
