import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/OnlineUserList': page(
    () => import('./online-page'),
    (m) => m.OnlineUserPage,
  ),
};
