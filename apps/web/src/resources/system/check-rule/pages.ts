import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/CheckRuleList': page(
    () => import('./check-rule-page'),
    (m) => m.CheckRulePage,
  ),
};
