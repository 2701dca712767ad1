import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/UserAnnouncementList': page(
    () => import('./user-announcement-page'),
    (m) => m.UserAnnouncementPage,
  ),
};
