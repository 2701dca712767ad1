import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'weld/SequencePowerList': page(
    () => import('./sequence-power-page'),
    (m) => m.SequencePowerPage,
  ),
};
