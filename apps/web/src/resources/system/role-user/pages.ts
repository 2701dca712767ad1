import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/RoleUserList': page(
    () => import('./role-user-page'),
    (m) => m.RoleUserPage,
  ),
};
