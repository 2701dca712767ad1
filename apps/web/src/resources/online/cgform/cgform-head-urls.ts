import { cgformHead } from '@weld/core';
import { resourceUrls } from '../../../kit/resource-api';

/** The head list's calls: the kit's list; adds and edits go through the designer, deletes through the row actions. */
export const CGFORM_HEAD_URLS = resourceUrls(cgformHead.path, {
  add: null,
  edit: null,
  deleteBatch: null,
  queryById: null,
  exportXls: null,
  importExcel: null,
});
