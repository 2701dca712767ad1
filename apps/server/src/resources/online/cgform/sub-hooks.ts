import type { FastifyRequest } from 'fastify';
import { rightOf } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError, fieldError } from '../../../lib/errors';
import { authOf, holdsRight } from '../../../plugins/route-config';
import type { ResourceHooks } from '../../../kit/save';
import { scopeExpressions, scopeOf } from '../../../kit/scope';
import type { Eb } from '../../../kit/scope';
import type { StoredDesign } from './design.repo';
import { mainOf, subLinksOf } from './sub-links';
import { mainValueOf, subRecords } from './sub-reads';
import { checkedSubRows, deleteSubRows, writeSubRows } from './sub-rows';

/** The calls of a sub form that only read: the rest change a main record's rows. */
const READS: readonly string[] = ['list', 'queryById', 'exportXls'];

/** The calls of a sub form that write rows, each naming its main record in the foreign key. */
const WRITES: readonly string[] = ['add', 'edit', 'importExcel'];

/**
 * A sub form's own data calls (its `form/{code}`, `getData`, the dispatch) need the main form's right besides
 * their own: its list right to read, its edit right to change, as a sub row is part of its main record. Their writes
 * must name a main record the caller reaches (the main's tenant and data rules), and a one-to-one sub keeps one row
 * per main record. A sub whose main is not served (saved before its main, or the main not synced) answers to its
 * own rights alone.
 * @example const hooks = await mainGuard(ctx, design, 'add', request)
 */
export async function mainGuard(
  ctx: AppContext,
  design: StoredDesign,
  endpoint: string,
  request: FastifyRequest,
): Promise<Partial<ResourceHooks>> {
  if (design.head.tableType !== 3) return {};
  const owner = await mainOf(ctx, design);
  if (!owner) return {};
  if (!holdsRight(request, rightOf(owner.def, READS.includes(endpoint) ? 'list' : 'edit')))
    throw new AppError(403, 'errors.forbidden');
  if (!WRITES.includes(endpoint)) return {};
  const { def: mainDef, link } = owner;
  const mainScope = await scopeOf(ctx, mainDef, request);
  return {
    beforeWrite: async (_columns, { tx, merged, id }) => {
      const value = merged[link.fkColumn];
      const main =
        value === null || value === undefined
          ? undefined
          : await tx
              .selectFrom(mainDef.table)
              .select('id')
              .where((eb: Eb) =>
                eb.and([eb(link.mainField, '=', value), ...scopeExpressions(eb, mainDef, mainScope)]),
              )
              .executeTakeFirst();
      if (!main) throw fieldError(request.lang, link.fkKey, 'cgform.subMainRecord');
      if (!link.oneToOne) return;
      let others = tx.selectFrom(design.head.tableName).select('id').where(link.fkColumn, '=', value);
      if (id) others = others.where('id', '<>', id);
      if (link.def?.softDelete) others = others.where('del_flag', '=', 0);
      if (await others.executeTakeFirst()) throw fieldError(request.lang, link.fkKey, 'cgform.subOneRow');
    },
  };
}

/**
 * What a main form's call adds for its sub tables: add and edit check the body's sub rows first and write them in
 * the main's transaction (afterWrite); a delete deletes the mains' sub rows in its transaction (beforeDelete); a
 * single record's read carries each sub table's rows under the sub table's name.
 * @example const hooks = await subTableHooks(ctx, design, 'add', request)
 */
export async function subTableHooks(
  ctx: AppContext,
  design: StoredDesign,
  endpoint: string,
  request: FastifyRequest,
): Promise<Partial<ResourceHooks>> {
  const links = await subLinksOf(ctx, design);
  if (links.length === 0) return {};
  const table = design.head.tableName;
  const stamp = () => ({ by: authOf(request).principal.username, at: ctx.now() });
  const body = request.body;
  if (
    (endpoint === 'add' || endpoint === 'edit') &&
    body &&
    typeof body === 'object' &&
    !Array.isArray(body)
  ) {
    const writes = await checkedSubRows(ctx, request, links, body as Record<string, unknown>);
    if (writes.length === 0) return {};
    return { afterWrite: (tx, { id }) => writeSubRows(tx, writes, { table, id }, stamp(), request.lang) };
  }
  if (endpoint === 'delete' || endpoint === 'deleteBatch')
    return { beforeDelete: (tx, ids) => deleteSubRows(tx, links, { table, ids }, stamp()) };
  if (endpoint !== 'queryById') return {};
  return {
    decorate: async (records) => {
      for (const record of records)
        for (const link of links) {
          if (!link.def) continue;
          const value =
            link.mainField === 'id' ? record.id : await mainValueOf(ctx, table, link.mainField, record.id);
          record[link.table] = await subRecords(ctx, request, { ...link, def: link.def }, value);
        }
    },
  };
}

/** Two sets of hooks as one: the write, delete and decorate hooks of both run, `first`'s before `then`'s. */
export function joinHooks(
  first: Partial<ResourceHooks>,
  then: Partial<ResourceHooks>,
): Partial<ResourceHooks> {
  const joined: Partial<ResourceHooks> = { ...first, ...then };
  const { afterWrite: a, beforeDelete: b, decorate: c, beforeWrite: d } = first;
  const { afterWrite: x, beforeDelete: y, decorate: z, beforeWrite: w } = then;
  if (d && w)
    joined.beforeWrite = async (columns, info) => {
      await d(columns, info);
      await w(columns, info);
    };
  if (a && x)
    joined.afterWrite = async (tx, info) => {
      await a(tx, info);
      await x(tx, info);
    };
  if (b && y)
    joined.beforeDelete = async (tx, ids, request) => {
      await b(tx, ids, request);
      await y(tx, ids, request);
    };
  if (c && z)
    joined.decorate = async (records, info) => {
      await c(records, info);
      await z(records, info);
    };
  return joined;
}
