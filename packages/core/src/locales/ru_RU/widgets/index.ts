import { mergeLocaleParts } from '../../merge';
import { gallery } from './gallery';
import { cron } from './cron';
import { query } from './query';
import { grid } from './grid';
import { uploads } from './uploads';
import { editors } from './editors';
import { galleryFixes } from './gallery-fixes';

/** The widget kit's texts (web.cron, web.query, web.grid, …): the web app loads them with the first widget that needs them. */
export const widgets = /* @__PURE__ */ mergeLocaleParts(
  gallery,
  cron,
  query,
  grid,
  uploads,
  editors,
  galleryFixes,
);
