import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'online/OnlCgformHeadList': page(
    () => import('./cgform-head-page'),
    (m) => m.CgformHeadPage,
  ),
};
