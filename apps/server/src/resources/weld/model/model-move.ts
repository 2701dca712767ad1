import type { FastifyRequest } from 'fastify';
import { weldModel, type WeldNodeType } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { AUDIT_COLUMNS, storeVersion } from '../../../kit/data-log';
import { readColumns } from '../../../kit/records';
import type { KitTx } from '../../../kit/table';
import { authOf } from '../../../plugins/route-config';
import { modelReach, reachCondition } from '../weld-scope';
import { checkLevel, parentOf, repath } from './model.hooks';
import { fieldError } from '../../../lib/errors';

export interface MoveRequest {
  id: string;
  /** the new parent; null or '' puts the node at the top (product lines only) */
  parentId?: string | null;
  /** 0-based place among the new siblings, counted without the node; past the end means last */
  index: number;
}

/**
 * Moves a node (with its subtree) under `parentId` at `index` among its siblings, in one transaction:
 * the level rules hold, a node never goes below itself, both sibling lists are renumbered 1..n and
 * the subtree's id paths follow, and the moved node's new place is kept in the data log like any edit.
 * Nodes out of the caller's reach answer 404.
 * @example await moveModel(ctx, request, { id: seriesId, parentId: otherLineId, index: 0 })
 */
export async function moveModel(ctx: AppContext, request: FastifyRequest, move: MoveRequest): Promise<void> {
  const lang = request.lang;
  const parentId = move.parentId || null;
  const reach = await modelReach(ctx, request);
  await ctx.db.transaction().execute(async (tx) => {
    const inReach = (id: string) => {
      let q = tx
        .selectFrom('weld_model as m')
        .select(['m.id', 'm.parent_id', 'm.path', 'm.node_type'])
        .where('m.id', '=', id);
      if (reach !== 'all') q = q.where((eb) => reachCondition(eb as never, reach, 'm'));
      return q.executeTakeFirst();
    };
    const node = await inReach(move.id);
    if (!node) throw new AppError(404, 'kit.notFound');
    if (parentId && !(await inReach(parentId))) throw fieldError(lang, 'parentId', 'weldModel.parentMissing');
    const parent = await parentOf(tx, parentId, lang);
    if (parent.path.startsWith(node.path)) throw fieldError(lang, 'parentId', 'weldModel.cycle');
    checkLevel(parent.type, node.node_type as WeldNodeType, lang);

    const siblings = await tx
      .selectFrom('weld_model')
      .select('id')
      .where('id', '<>', node.id)
      .where((eb) => (parentId ? eb('parent_id', '=', parentId) : eb('parent_id', 'is', null)))
      .orderBy('sort_no')
      .orderBy('code')
      .execute();
    const order = siblings.map((s) => s.id);
    order.splice(Math.max(0, Math.min(move.index, order.length)), 0, node.id);
    const newPath = `${parent.path}${node.id}/`;
    const kitTx = tx as unknown as KitTx;
    const before = await kitTx
      .selectFrom('weld_model')
      .select([...readColumns(weldModel), ...AUDIT_COLUMNS])
      .where('id', '=', node.id)
      .executeTakeFirst();
    await tx
      .updateTable('weld_model')
      .set({ parent_id: parentId, update_by: authOf(request).principal.username, update_time: ctx.now() })
      .where('id', '=', node.id)
      .execute();
    await repath(kitTx, node.path, newPath);
    for (const [i, id] of order.entries())
      await tx
        .updateTable('weld_model')
        .set({ sort_no: i + 1 })
        .where('id', '=', id)
        .execute();
    await storeVersion(kitTx, weldModel, node.id, before ?? null);
    if (node.parent_id !== parentId) {
      // the siblings left behind close the gap
      const left = await tx
        .selectFrom('weld_model')
        .select('id')
        .where((eb) => (node.parent_id ? eb('parent_id', '=', node.parent_id) : eb('parent_id', 'is', null)))
        .orderBy('sort_no')
        .orderBy('code')
        .execute();
      for (const [i, row] of left.entries())
        await tx
          .updateTable('weld_model')
          .set({ sort_no: i + 1 })
          .where('id', '=', row.id)
          .execute();
    }
  });
}
