import { sql } from 'kysely';
import type { QueryExecutorProvider, SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_PARAM, MAX_PAGE_SIZE, pageOffset } from '@weld/core';
import type { PageResult } from '@weld/core';

/**
 * `pageNo`, `pageSize` and `totalExact` of a hand-written list's querystring schema, with the kit's
 * bounds: a pageNo beyond MAX_PAGE_PARAM, a pageSize beyond `maxPageSize`, zero, negative or non-numeric
 * values are a 400 naming the parameter and its bound, so every offset stays a plain integer each
 * database takes; `totalExact` is true or false (anything else a 400).
 * @example querystring: { type: 'object', properties: { ...pagingProperties(100), username: { type: 'string' } } }
 */
export function pagingProperties(maxPageSize: number = MAX_PAGE_SIZE) {
  return {
    pageNo: { type: 'integer', minimum: 1, maximum: MAX_PAGE_PARAM, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: Math.min(maxPageSize, MAX_PAGE_PARAM), default: DEFAULT_PAGE_SIZE },
    totalExact: { type: 'boolean', default: false },
  } as const;
}

/** The page a list call asks for; `totalExact` asks for every matching row to be counted. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
  totalExact?: boolean;
}

/** Counting goes at least this many pages past the requested one, so paging forward always has somewhere to go. */
const PAGES_AHEAD = 10;
/** A capped count is rounded up to a multiple of this: '1,000+' reads better than '1,090+'. */
const CAP_STEP = 1000;

/**
 * Where a capped count stops for a page: a round number at least PAGES_AHEAD pages past it.
 * @example countCap({ pageNo: 1, pageSize: 10 }) // 1000
 */
export function countCap(page: PageRequest): number {
  const reach = pageOffset(page.pageNo, page.pageSize) + page.pageSize * PAGES_AHEAD;
  return Math.ceil(reach / CAP_STEP) * CAP_STEP;
}

/** Counts the rows a query would answer, up to `limit` of them (null: all), on every dialect. */
export type RowCounter = (limit: number | null) => Promise<number>;

/**
 * A RowCounter over a query's FROM and WHERE (no select list yet): `select count(*) from (select 1 …
 * limit n)`, so a capped count reads at most n index entries however many rows match.
 * @example const count = rowCounter(ctx.db, ctx.db.selectFrom('sys_user').where('del_flag', '=', 0))
 */
export function rowCounter<DB, TB extends keyof DB, O>(db: QueryExecutorProvider, base: SelectQueryBuilder<DB, TB, O>): RowCounter {
  return async (limit) => {
    const rows = base.select(sql<number>`1`.as('one'));
    const inner = limit === null ? rows : rows.limit(limit);
    const { rows: [row] } = await sql<{ n: number | string }>`select count(*) as n from (${inner}) as counted`.execute(db);
    return Number(row?.n ?? 0);
  };
}

/**
 * The PageResult of a page of records: `total` is exact when the page itself tells it (a short page),
 * when the rows stop before the count's cap, or when the call asked `totalExact`; else it is the cap,
 * a lower bound, with `totalExact` false. A count never costs more than reading a few pages.
 * @example return ok(request, await pageOf(records, { pageNo, pageSize, totalExact }, rowCounter(ctx.db, base)))
 */
export async function pageOf<T>(records: T[], page: PageRequest, count: RowCounter): Promise<PageResult<T>> {
  const offset = pageOffset(page.pageNo, page.pageSize);
  let total: number;
  let totalExact = true;
  if (records.length > 0 && records.length < page.pageSize) total = offset + records.length;
  else if (records.length === 0 && offset === 0) total = 0;
  else if (page.totalExact) total = await count(null);
  else {
    const cap = countCap(page);
    const counted = await count(cap + 1);
    totalExact = counted <= cap;
    total = Math.min(counted, cap);
  }
  return { records, total, totalExact, size: page.pageSize, current: page.pageNo, pages: Math.ceil(total / page.pageSize) };
}
