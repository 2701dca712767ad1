import type { FastifyRequest } from 'fastify';
import type { ModelTreeNode } from '@weld/core';
import type { AppContext } from '../../../context';
import { modelReach, reachCondition } from '../weld-scope';

/**
 * The children of `pid` within the caller's reach, in tree order; without pid, the top of the reach:
 * the roots for who sees everything, else each reachable node whose parent is out of reach.
 * @example await treeChildren(ctx, request, null)
 */
export async function treeChildren(
  ctx: AppContext,
  request: FastifyRequest,
  pid: string | null,
): Promise<ModelTreeNode[]> {
  const reach = await modelReach(ctx, request);
  let query = ctx.db
    .selectFrom('weld_model as m')
    .select([
      'm.id',
      'm.parent_id',
      'm.code',
      'm.name',
      'm.node_type',
      'm.product_kind',
      'm.status',
      'm.sort_no',
    ]);
  if (reach !== 'all') query = query.where((eb) => reachCondition(eb as never, reach, 'm'));
  if (pid) query = query.where('m.parent_id', '=', pid);
  else if (reach === 'all') query = query.where('m.parent_id', 'is', null);
  else {
    query = query.where((eb) =>
      eb.or([
        eb('m.parent_id', 'is', null),
        eb(
          'm.parent_id',
          'not in',
          ctx.db
            .selectFrom('weld_model as p')
            .select('p.id')
            .where((inner) => reachCondition(inner as never, reach, 'p')),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('m.sort_no').orderBy('m.code').execute();
  if (rows.length === 0) return [];
  let parents = ctx.db
    .selectFrom('weld_model as c')
    .select('c.parent_id')
    .distinct()
    .where(
      'c.parent_id',
      'in',
      rows.map((r) => r.id),
    );
  if (reach !== 'all') parents = parents.where((eb) => reachCondition(eb as never, reach, 'c'));
  const withChildren = new Set((await parents.execute()).map((r) => r.parent_id));
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    code: r.code,
    name: r.name,
    // the level column only ever holds the three levels (checked on every write)
    nodeType: r.node_type as ModelTreeNode['nodeType'],
    productKind: r.product_kind,
    status: r.status,
    sortNo: Number(r.sort_no),
    isLeaf: !withChildren.has(r.id),
  }));
}

/**
 * Names of node ids in their order, for pickers showing a stored id; a node out of reach (or gone) answers
 * its id, so a picker never reveals a name its user could not list.
 * @example await modelNames(ctx, request, ['id1', 'id2']) // ['NB-350', 'id2']
 */
export async function modelNames(ctx: AppContext, request: FastifyRequest, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const reach = await modelReach(ctx, request);
  let query = ctx.db.selectFrom('weld_model as m').select(['m.id', 'm.name']).where('m.id', 'in', ids);
  if (reach !== 'all') query = query.where((eb) => reachCondition(eb as never, reach, 'm'));
  const names = new Map((await query.execute()).map((r) => [r.id, r.name]));
  return ids.map((id) => names.get(id) ?? id);
}
