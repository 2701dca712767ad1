import { page, type PageEntries } from '../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'exception/403': page(
    () => import('./exception-pages'),
    (m) => m.Exception403,
  ),
  'exception/404': page(
    () => import('./exception-pages'),
    (m) => m.Exception404,
  ),
  'exception/500': page(
    () => import('./exception-pages'),
    (m) => m.Exception500,
  ),
};
