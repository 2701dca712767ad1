import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';

/** The organisation set of `orgCode`: the model nodes whose subtrees it sees, by id. */
export async function orgSetOf(ctx: AppContext, orgCode: string): Promise<string[]> {
  const rows = await ctx.db.selectFrom('weld_org_model').select('model_id').where('org_code', '=', orgCode).orderBy('model_id').execute();
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
 * id must be a node; a node under another checked node is stored once, as that ancestor.
 * @example await saveOrgSet(ctx, 'A01A02', ['seriesId'], 'admin')
 */
export async function saveOrgSet(ctx: AppContext, orgCode: string, modelIds: string[], by: string): Promise<string[]> {
  return ctx.db.transaction().execute(async (tx) => {
    const depart = await tx.selectFrom('sys_depart').select('id').where('org_code', '=', orgCode).where('del_flag', '=', 0).executeTakeFirst();
    if (!depart) throw new AppError(400, 'weldOrgSet.orgMissing', { orgCode });
    const ids = [...new Set(modelIds)];
    const nodes = ids.length > 0 ? await tx.selectFrom('weld_model').select(['id', 'path']).where('id', 'in', ids).execute() : [];
    if (nodes.length !== ids.length) {
      const known = new Set(nodes.map((n) => n.id));
      throw new AppError(400, 'weldOrgSet.modelMissing', { id: ids.find((id) => !known.has(id)) });
    }
    const roots = coveringRoots(nodes);
    await tx.deleteFrom('weld_org_model').where('org_code', '=', orgCode).execute();
    const now = ctx.now();
    for (const modelId of roots) {
      await tx.insertInto('weld_org_model').values({ id: newId(), org_code: orgCode, model_id: modelId, create_by: by, create_time: now }).execute();
    }
    return roots.sort();
  });
}
