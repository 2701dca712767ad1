import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/WidgetGallery': page(
    () => import('./widget-gallery-page'),
    (m) => m.WidgetGalleryPage,
  ),
};
