import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'weld/TweetList': page(
    () => import('./tweet-page'),
    (m) => m.TweetPage,
  ),
};
