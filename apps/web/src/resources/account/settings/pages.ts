import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'account/settings/Index': page(
    () => import('./account-settings-page'),
    (m) => m.AccountSettingsPage,
  ),
};
