import type { PageResult } from '@weld/core';
import { http, type Params } from '../lib/http';
import { unwrap } from '../lib/http/unwrap';

/** The endpoints a list page calls; null means the page was built without one (spec shell §8). */
export interface ResourceUrls {
  list: string | null;
  add: string | null;
  edit: string | null;
  delete: string | null;
  deleteBatch: string | null;
  queryById: string | null;
  exportXls: string | null;
  importExcel: string | null;
}

export type UrlName = keyof ResourceUrls;

/**
 * The standard endpoints of the server kit under a resource's path, with a page's overrides.
 * @example resourceUrls('/sys/position', { deleteBatch: null })
 */
export function resourceUrls(path: string, overrides: Partial<ResourceUrls> = {}): ResourceUrls {
  const base = path.replace(/\/$/, '');
  return {
    list: `${base}/list`,
    add: `${base}/add`,
    edit: `${base}/edit`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
    queryById: `${base}/queryById`,
    exportXls: `${base}/exportXls`,
    importExcel: `${base}/importExcel`,
    ...overrides,
  };
}

/** An endpoint a page calls but was not given. */
export class MissingUrlError extends Error {
  constructor(readonly url: UrlName) {
    super(`url.${url}`);
    this.name = 'MissingUrlError';
  }
}

function need(urls: ResourceUrls, name: UrlName): string {
  const url = urls[name];
  if (!url) throw new MissingUrlError(name);
  return url;
}

export type Row = { id: string } & Record<string, unknown>;

/** importExcel's result when some rows failed (envelope code 201): the report lies under /sys/common/static. */
export interface ImportReport {
  msg: string;
  fileUrl: string;
  fileName: string;
}

/** .xlsx, or the legacy Excel 97-2003 format (at most 65,533 rows) */
export type ExportFileType = 'xlsx' | 'xls';

/** What an import came to: all rows written, or some with a downloadable error report. */
export type ImportOutcome = { kind: 'done'; message: string } | ({ kind: 'partial' } & ImportReport);

/**
 * Calls of one resource; writes are silent so the form can show the server's per-field errors itself.
 * @example await resourceApi(urls).list({ pageNo: 1, pageSize: 10 })
 */
export function resourceApi(urls: ResourceUrls) {
  return {
    list: async (params: Params) => unwrap(await http.get<PageResult<Row>>(need(urls, 'list'), params)),
    queryById: async (id: string) => unwrap(await http.get<Row>(need(urls, 'queryById'), { id })),
    add: async (values: Record<string, unknown>) =>
      unwrap(await http.post<unknown>(need(urls, 'add'), values, { silent: true })),
    edit: async (values: Record<string, unknown>) =>
      unwrap(await http.put<unknown>(need(urls, 'edit'), values, { silent: true })),
    remove: async (id: string) => unwrap(await http.delete<unknown>(need(urls, 'delete'), { id })),
    removeBatch: async (ids: string[]) =>
      unwrap(await http.delete<unknown>(need(urls, 'deleteBatch'), { ids: ids.join(',') })),
    /** the list query, or only the given rows; the client reports a refusal with the server's message */
    exportXls: (params: Params, selections: string[], fileType: ExportFileType = 'xlsx') => {
      const query = selections.length > 0 ? { selections: selections.join(',') } : params;
      return http.download(need(urls, 'exportXls'), {
        params: fileType === 'xls' ? { ...query, fileType } : query,
      });
    },
    /** silent: the page shows a refusal's message next to the upload itself */
    importExcel: (file: Blob, name: string) => postExcelImport(need(urls, 'importExcel'), file, name),
  };
}

/**
 * Posts an Excel file (multipart `file`) to an import endpoint: all rows written, or code 201 with the error report.
 * Silent: the import dialog shows a refusal's message next to the upload itself.
 * @example await postExcelImport('/sys/position/importExcel', file, file.name)
 */
export async function postExcelImport(url: string, file: Blob, name: string): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, name);
  const res = await http.post<ImportReport | null>(url, form, { silent: true });
  const result = unwrap(res);
  if (res.code === 201 && result) return { kind: 'partial', ...result };
  return { kind: 'done', message: res.message };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

/**
 * Query keys `[resource, action, params]`; invalidating `[resource]` refreshes every list and detail.
 * @example queryClient.invalidateQueries({ queryKey: resourceKeys('position').all })
 */
export function resourceKeys(resource: string) {
  return {
    all: [resource] as const,
    list: (params: Params) => [resource, 'list', params] as const,
    detail: (id: string) => [resource, 'queryById', { id }] as const,
  };
}
