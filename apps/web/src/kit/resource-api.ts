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

/**
 * Calls of one resource; writes are silent so the form can show the server's per-field errors itself.
 * @example await resourceApi(urls).list({ pageNo: 1, pageSize: 10 })
 */
export function resourceApi(urls: ResourceUrls) {
  return {
    list: async (params: Params) => unwrap(await http.get<PageResult<Row>>(need(urls, 'list'), params)),
    queryById: async (id: string) => unwrap(await http.get<Row>(need(urls, 'queryById'), { id })),
    add: async (values: Record<string, unknown>) => unwrap(await http.post<unknown>(need(urls, 'add'), values, { silent: true })),
    edit: async (values: Record<string, unknown>) => unwrap(await http.put<unknown>(need(urls, 'edit'), values, { silent: true })),
    remove: async (id: string) => unwrap(await http.delete<unknown>(need(urls, 'delete'), { id })),
    removeBatch: async (ids: string[]) => unwrap(await http.delete<unknown>(need(urls, 'deleteBatch'), { ids: ids.join(',') })),
  };
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
