import { page, type PageEntries } from '../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'result/Success': page(
    () => import('./result-pages'),
    (m) => m.ResultSuccess,
  ),
  'result/Error': page(
    () => import('./result-pages'),
    (m) => m.ResultError,
  ),
};
