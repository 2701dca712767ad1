import type { ComponentType } from 'react';

/** One tab of the gallery: its title key and the section's code, fetched when the tab opens. */
export interface GallerySection {
  key: string;
  title: string;
  load: () => Promise<ComponentType>;
}

/** The gallery's tabs in order; `?tab=<key>` opens one directly (the widget journeys do). */
export const gallerySections: GallerySection[] = [
  {
    key: 'grid',
    title: 'web.grid.title',
    load: () => import('./sections/grid-section').then((m) => m.GridSection),
  },
  {
    key: 'query',
    title: 'web.query.title',
    load: () => import('./sections/query-section').then((m) => m.QuerySection),
  },
  {
    key: 'cron',
    title: 'web.cron.title',
    load: () => import('./sections/cron-section').then((m) => m.CronSection),
  },
  {
    key: 'uploads',
    title: 'web.uploads.title',
    load: () => import('./sections/uploads-section').then((m) => m.UploadsSection),
  },
  {
    key: 'editors',
    title: 'web.editors.title',
    load: () => import('./sections/editors-section').then((m) => m.EditorsSection),
  },
];
