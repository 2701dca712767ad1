import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'weld/DeviceList': page(
    () => import('./device-page'),
    (m) => m.DevicePage,
  ),
};
