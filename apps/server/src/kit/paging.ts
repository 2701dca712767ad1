import { DEFAULT_PAGE_SIZE, MAX_PAGE_PARAM, MAX_PAGE_SIZE } from '@weld/core';

/**
 * `pageNo` and `pageSize` of a hand-written list's querystring schema, with the kit's bounds: a pageNo
 * beyond MAX_PAGE_PARAM, a pageSize beyond `maxPageSize`, zero, negative or non-numeric values are a 400
 * naming the parameter and its bound, so every offset stays a plain integer each database takes.
 * @example querystring: { type: 'object', properties: { ...pagingProperties(100), username: { type: 'string' } } }
 */
export function pagingProperties(maxPageSize: number = MAX_PAGE_SIZE) {
  return {
    pageNo: { type: 'integer', minimum: 1, maximum: MAX_PAGE_PARAM, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: Math.min(maxPageSize, MAX_PAGE_PARAM), default: DEFAULT_PAGE_SIZE },
  } as const;
}
