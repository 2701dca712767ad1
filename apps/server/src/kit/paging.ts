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
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: Math.min(maxPageSize, MAX_PAGE_PARAM),
      default: DEFAULT_PAGE_SIZE,
    },
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
export function rowCounter<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  base: SelectQueryBuilder<DB, TB, O>,
): RowCounter {
  return async (limit) => {
    const rows = base.select(sql<number>`1`.as('one'));
    const inner = limit === null ? rows : rows.limit(limit);
    const {
      rows: [row],
    } = await sql<{ n: number | string }>`select count(*) as n from (${inner}) as counted`.execute(db);
    return Number(row?.n ?? 0);
  };
}

/** The column a page's rows carry their capped count in (see withCappedCount); no table has it. */
export const COUNT_COLUMN = 'weld_capped_count';

/**
 * The page's statement also counting its rows up to the cap pageOf needs, as an uncorrelated scalar
 * subquery (each database evaluates it once per statement): the page and its count in one round trip,
 * one pool connection, one reader-thread hop, read back with cappedCountOf. `base` is the page's FROM and
 * WHERE without a select list; a call asking totalExact gets the page alone (pageOf counts when it must).
 * @example const rows = await withCappedCount(page, base, query).execute(); pageOf(records, query, counter, cappedCountOf(rows))
 */
export function withCappedCount<DB, TB extends keyof DB, O, B>(
  page: SelectQueryBuilder<DB, TB, O>,
  base: SelectQueryBuilder<DB, TB, B>,
  request: PageRequest,
): SelectQueryBuilder<DB, TB, O> {
  if (request.totalExact) return page;
  const inner = base.select(sql<number>`1`.as('one')).limit(countCap(request) + 1);
  return page.select(
    sql<number>`(select count(*) from (${inner}) as counted)`.as(COUNT_COLUMN),
  ) as unknown as SelectQueryBuilder<DB, TB, O>;
}

/** The capped count a withCappedCount page carries, or undefined when it has no row to carry it. */
export function cappedCountOf(rows: readonly object[]): number | undefined {
  const value = (rows[0] as Record<string, unknown> | undefined)?.[COUNT_COLUMN];
  return value === undefined || value === null ? undefined : Number(value);
}

/**
 * The PageResult of a page of records: `total` is exact when the page itself tells it (a short page),
 * when the rows stop before the count's cap, or when the call asked `totalExact`; else it is the cap,
 * a lower bound, with `totalExact` false. A count never costs more than reading a few pages. `counted` is
 * the capped count read with the page (withCappedCount), which spares the second statement.
 * @example return ok(request, await pageOf(records, { pageNo, pageSize, totalExact }, rowCounter(ctx.db, base)))
 */
export async function pageOf<T>(
  records: T[],
  page: PageRequest,
  count: RowCounter,
  counted?: number,
): Promise<PageResult<T>> {
  const offset = pageOffset(page.pageNo, page.pageSize);
  let total: number;
  let totalExact = true;
  if (records.length > 0 && records.length < page.pageSize) total = offset + records.length;
  else if (records.length === 0 && offset === 0) total = 0;
  else if (page.totalExact) total = await count(null);
  else {
    const cap = countCap(page);
    const upTo = counted ?? (await count(cap + 1));
    totalExact = upTo <= cap;
    total = Math.min(upTo, cap);
  }
  return {
    records,
    total,
    totalExact,
    size: page.pageSize,
    current: page.pageNo,
    pages: Math.ceil(total / page.pageSize),
  };
}
