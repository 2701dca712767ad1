import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/OssFileList': page(
    () => import('./oss-file-page'),
    (m) => m.OssFilePage,
  ),
};
