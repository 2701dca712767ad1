import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'weld/PlcWorkstation': page(
    () => import('./plc-workstation-page'),
    (m) => m.PlcWorkstationPage,
  ),
};
