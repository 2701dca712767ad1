import { page, type PageEntries } from '../../../kit/pages';

const listPage = page(
  () => import('./list/online-form-list-page'),
  (m) => m.OnlineFormListPage,
);

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'online/OnlCgformHeadList': page(
    () => import('./cgform-head-page'),
    (m) => m.CgformHeadPage,
  ),
  // ONLINE.md's auto list; for a tree form it is a tree table (list/online-tree.tsx)
  'online/cgformList': listPage,
  'online/cgformTreeList': listPage,
};
