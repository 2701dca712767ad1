import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'weld/MessageList': page(
    () => import('./message-page'),
    (m) => m.MessagePage,
  ),
};
