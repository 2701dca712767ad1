import type { Expression, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { ID_COLUMN, pageOffset } from '@weld/core';
import type { Locale, PageResult, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { queryExpression } from './conditions';
import { readListQuery } from './list-query';
import { cappedCountOf, pageOf, rowCounter, withCappedCount } from './paging';
import { addLookupTexts, dictTexts, readColumns, toRecord, withLookupTexts } from './records';
import type { ApiRecord } from './records';
import { scopeExpressions } from './scope';
import type { Eb, RowFilter, Scope } from './scope';
import { kitDb } from './table';
import type { KitDb, KitTx, Row } from './table';
import type { ResourceHooks } from './save';

function scoped(def: ResourceDefinition, scope: Scope, extra: (eb: Eb) => Expression<SqlBool>[] = () => []) {
  return (eb: Eb) => eb.and([...scopeExpressions(eb, def, scope), ...extra(eb)]);
}

/**
 * Splits the resource's own list parameters (hooks.listParams) from the standard ones, as filters.
 * @example const { params, filters } = await ownListParams(request.query, hooks, request)
 */
export async function ownListParams(
  all: Record<string, unknown>,
  hooks: ResourceHooks,
  request: FastifyRequest,
): Promise<{ params: Record<string, unknown>; filters: RowFilter[] }> {
  const params: Record<string, unknown> = {};
  const filters: RowFilter[] = [];
  for (const [key, value] of Object.entries(all)) {
    const own = hooks.listParams && Object.hasOwn(hooks.listParams, key) ? hooks.listParams[key] : undefined;
    if (!own) params[key] = value;
    else if (typeof value === 'string' && value.trim() !== '') filters.push(await own(value.trim(), request));
  }
  return { params, filters };
}

/** A page of records for list parameters; a query naming anything the definition does not allow is a 400. */
export async function listRecords(
  ctx: AppContext,
  def: ResourceDefinition,
  params: Record<string, unknown>,
  scope: Scope,
  lang: Locale,
): Promise<PageResult<ApiRecord>> {
  const query = readListQuery(def, params);
  const db = kitDb(ctx);
  const where = scoped(def, scope, (eb) => {
    const filter = queryExpression(eb, query);
    return filter ? [filter] : [];
  });
  const base = db.selectFrom(def.table).where(where);
  let select = base.select(readColumns(def));
  // the key is the tie-breaker of every order; a sort by the key itself is that order alone
  if (query.sort && query.sort.column !== ID_COLUMN)
    select = select.orderBy(query.sort.column, query.sort.order);
  select = select
    .orderBy('id', query.sort?.order ?? 'desc')
    .limit(query.pageSize)
    .offset(pageOffset(query.pageNo, query.pageSize));
  const rows = await withCappedCount(withLookupTexts(select, def), base, query).execute();
  const texts = await dictTexts(ctx, def, lang);
  const records = rows.map((row) => toRecord(def, row, texts));
  // the page's one statement carries its capped count and lookup texts; what it could not carry (an exact count, a
  // count past the end, comma-joined picker keys) runs side by side on a pool (PostgreSQL, MySQL)
  const [page] = await Promise.all([
    pageOf(records, query, rowCounter(db, base), cappedCountOf(rows)),
    addLookupTexts(ctx, def, records, rows),
  ]);
  return page;
}

/** One live row of the caller's scope, or null; `extra` columns (audit columns) are read with it. */
export async function findRow(
  db: KitDb | KitTx,
  def: ResourceDefinition,
  id: string,
  scope: Scope,
  extra: string[] = [],
): Promise<Row | null> {
  const row = await db
    .selectFrom(def.table)
    .where(scoped(def, scope, (eb) => [eb('id', '=', id)]))
    .select([...readColumns(def), ...extra])
    .executeTakeFirst();
  return row ?? null;
}

/** Every column of one row within the caller's scope (what a write's hooks see), or null when there is none. */
export async function storedRow(
  db: KitDb | KitTx,
  def: ResourceDefinition,
  id: string,
  scope: Scope,
): Promise<Row | null> {
  const row = await db
    .selectFrom(def.table)
    .where(scoped(def, scope, (eb) => [eb('id', '=', id)]))
    .selectAll()
    .executeTakeFirst();
  return row ?? null;
}

/** One record as answered by queryById, or a 404. */
export async function findRecord(
  ctx: AppContext,
  def: ResourceDefinition,
  id: string,
  scope: Scope,
  lang: Locale,
): Promise<ApiRecord> {
  const row = await findRow(kitDb(ctx), def, id, scope);
  if (!row) throw new AppError(404, 'kit.notFound');
  const record = toRecord(def, row, await dictTexts(ctx, def, lang));
  await addLookupTexts(ctx, def, [record]);
  return record;
}

/**
 * Deletes (or marks deleted) the rows of the caller's scope with these ids, all or none (404), in one
 * transaction; `before` may refuse or clean up inside it.
 */
export async function deleteRows(
  ctx: AppContext,
  def: ResourceDefinition,
  ids: string[],
  scope: Scope,
  audit: Row,
  before?: (tx: KitTx) => Promise<void>,
): Promise<number> {
  return kitDb(ctx)
    .transaction()
    .execute(async (tx) => {
      await before?.(tx);
      const where = scoped(def, scope, (eb) => [eb('id', 'in', ids)]);
      const result = def.softDelete
        ? await tx
            .updateTable(def.table)
            .set({ del_flag: 1, ...audit })
            .where(where)
            .executeTakeFirst()
        : await tx.deleteFrom(def.table).where(where).executeTakeFirst();
      const count = Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows);
      if (count !== ids.length) throw new AppError(404, 'kit.notFound');
      return count;
    });
}
