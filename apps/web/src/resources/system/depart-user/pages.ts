import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/DepartUserList': page(
    () => import('./depart-user-page'),
    (m) => m.DepartUserPage,
  ),
};
