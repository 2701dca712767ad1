import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { ID_COLUMN } from '@weld/core';
import type { ListQuery, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { queryExpression } from '../conditions';
import { readColumns } from '../records';
import { scopeExpressions } from '../scope';
import type { Scope } from '../scope';
import { kitDb } from '../table';
import type { Row } from '../table';

type Eb = ExpressionBuilder<Record<string, Row>, string>;

/** Where the last batch ended: its last row's id and value in the sort column. */
export interface Cursor {
  id: string;
  value: unknown;
}

/** One pass of the export: rows with a value in the sort column, then (second pass) those without. */
export type Pass = { column: string; nulls: boolean } | null;

/** The passes of a list query: nulls sort differently per dialect, so they come last, in a pass of their own. */
export function passesOf(query: ListQuery): Pass[] {
  // a sort by the key is the batches' own order (id, in the sort's direction): one pass, no nulls
  const column = query.sort && query.sort.column !== ID_COLUMN ? query.sort.column : null;
  return column
    ? [
        { column, nulls: false },
        { column, nulls: true },
      ]
    : [null];
}

/**
 * Rows after the cursor in the list's order (sort column, then id): keyset paging written as a range
 * an index on (column, id) serves, so each batch costs the same however deep the export is.
 */
function after(eb: Eb, pass: Pass, desc: boolean, cursor: Cursor): Expression<SqlBool> {
  const op = desc ? '<' : '>';
  const id = eb(sql.ref('id'), op, cursor.id);
  if (!pass || pass.nulls) return id;
  const col = sql.ref(pass.column);
  return eb.and([eb(col, desc ? '<=' : '>=', cursor.value), eb.or([eb(col, op, cursor.value), id])]);
}

/** What a batch selects: the list query (or the picked ids) within the caller's scope. */
export interface BatchFilter {
  query: ListQuery;
  picked: string[] | null;
  scope: Scope;
}

/**
 * The statement of one batch of `limit` rows of a pass, after `from` (the pass's first batch when null).
 * @example await batchSelect(ctx, position, filter, passesOf(filter.query)[0], null, 500).execute()
 */
export function batchSelect(
  ctx: AppContext,
  def: ResourceDefinition,
  filter: BatchFilter,
  pass: Pass,
  from: Cursor | null,
  limit: number,
  columns: readonly string[] = readColumns(def),
) {
  const { query, picked, scope } = filter;
  const desc = (query.sort?.order ?? 'desc') === 'desc';
  let select = kitDb(ctx)
    .selectFrom(def.table)
    .select(columns)
    .where((eb) => {
      const parts = [...scopeExpressions(eb, def, scope)];
      const condition = queryExpression(eb, query);
      if (condition) parts.push(condition);
      if (picked) parts.push(eb('id', 'in', picked));
      if (pass) parts.push(eb(sql.ref(pass.column), pass.nulls ? 'is' : 'is not', null));
      if (from) parts.push(after(eb, pass, desc, from));
      return eb.and(parts);
    });
  if (pass && !pass.nulls) select = select.orderBy(pass.column, desc ? 'desc' : 'asc');
  return select.orderBy('id', desc ? 'desc' : 'asc').limit(limit);
}

/**
 * The rows of a filter in the list's order, in keyset batches of `limit` (a pass's last batch may be empty), each
 * with `columns` (the readable ones unless given; the id and the sort column the next batch starts after, always).
 * @example for await (const rows of filterBatches(ctx, order, filter, 500, ['id'])) …
 */
export async function* filterBatches(
  ctx: AppContext,
  def: ResourceDefinition,
  filter: BatchFilter,
  limit: number,
  columns: readonly string[] = readColumns(def),
): AsyncGenerator<Row[]> {
  for (const pass of passesOf(filter.query)) {
    const read = [...new Set(['id', ...columns, ...(pass ? [pass.column] : [])])];
    let cursor: Cursor | null = null;
    for (;;) {
      const rows: Row[] = await batchSelect(ctx, def, filter, pass, cursor, limit, read).execute();
      // the next batch's keyset is read before this one is handed over: the consumer may empty it (see pump)
      const last = rows.length < limit ? null : rows[rows.length - 1];
      yield rows;
      if (!last) break;
      cursor = { id: String(last.id), value: pass ? last[pass.column] : null };
    }
  }
}
