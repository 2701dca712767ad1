import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'weld/Transfer': page(
    () => import('./transfer-page'),
    (m) => m.TransferPage,
  ),
};
