import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { reachCondition, type ModelReach } from '../weld-scope';

/** The organisation set of `orgCode`: the model nodes whose subtrees it sees, by id. */
export async function orgSetOf(ctx: AppContext, orgCode: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('weld_org_model')
    .select('model_id')
    .where('org_code', '=', orgCode)
    .orderBy('model_id')
    .execute();
  return rows.map((r) => r.model_id);
}

/**
 * The checked nodes reduced to subtree roots: a node whose ancestor is also checked is covered by it.
 * @example coveringRoots([{ id: 's', path: '/l/s/' }, { id: 'm', path: '/l/s/m/' }]) // ['s']
 */
export function coveringRoots(nodes: { id: string; path: string }[]): string[] {
  const paths = nodes.map((n) => n.path);
  return nodes.filter((n) => !paths.some((p) => p !== n.path && n.path.startsWith(p))).map((n) => n.id);
}

/**
 * Replaces the organisation set of `orgCode` in one transaction: the organisation must exist and every
 * id must be a node; a node under another checked node is stored once, as that ancestor. A saver without
 * the whole tree in reach may set only their own organisations (and those below) and give only nodes they
 * reach; entries beyond their reach, which they cannot see, are kept as they are.
 * @example await saveOrgSet(ctx, 'A01A02', ['seriesId'], 'admin', 'all')
 */
export async function saveOrgSet(
  ctx: AppContext,
  orgCode: string,
  modelIds: string[],
  by: string,
  reach: ModelReach,
): Promise<string[]> {
  return ctx.db.transaction().execute(async (tx) => {
    const depart = await tx
      .selectFrom('sys_depart')
      .select('id')
      .where('org_code', '=', orgCode)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!depart) throw new AppError(400, 'weldOrgSet.orgMissing', { orgCode });
    if (reach !== 'all' && !reach.orgCodes.some((own) => orgCode.startsWith(own)))
      throw new AppError(403, 'weldOrgSet.orgOutOfReach', { orgCode });
    const ids = [...new Set(modelIds)];
    const nodes =
      ids.length > 0
        ? await tx.selectFrom('weld_model').select(['id', 'path', 'code']).where('id', 'in', ids).execute()
        : [];
    if (nodes.length !== ids.length) {
      const known = new Set(nodes.map((n) => n.id));
      throw new AppError(400, 'weldOrgSet.modelMissing', { id: ids.find((id) => !known.has(id)) });
    }
    let kept: { id: string; path: string }[] = [];
    if (reach !== 'all') {
      const stored = await tx
        .selectFrom('weld_org_model as o')
        .innerJoin('weld_model as m', 'm.id', 'o.model_id')
        .select(['m.id', 'm.path'])
        .where('o.org_code', '=', orgCode)
        .execute();
      const candidates = [...new Set([...ids, ...stored.map((s) => s.id)])];
      const reachable =
        candidates.length > 0
          ? new Set(
              (
                await tx
                  .selectFrom('weld_model as m')
                  .select('m.id')
                  .where('m.id', 'in', candidates)
                  .where((eb) => reachCondition(eb as never, reach, 'm'))
                  .execute()
              ).map((r) => r.id),
            )
          : new Set<string>();
      // what is stored already may be sent back as it is (the screen shows the whole set): only new nodes must be in reach
      const storedIds = new Set(stored.map((r) => r.id));
      const beyond = nodes.find((n) => !reachable.has(n.id) && !storedIds.has(n.id));
      if (beyond) throw new AppError(403, 'weldOrgSet.modelOutOfReach', { code: beyond.code });
      kept = stored.filter((s) => !reachable.has(s.id) && !ids.includes(s.id));
    }
    const roots = coveringRoots([...nodes, ...kept]);
    await tx.deleteFrom('weld_org_model').where('org_code', '=', orgCode).execute();
    const now = ctx.now();
    for (const modelId of roots) {
      await tx
        .insertInto('weld_org_model')
        .values({ id: newId(), org_code: orgCode, model_id: modelId, create_by: by, create_time: now })
        .execute();
    }
    return roots.sort();
  });
}
