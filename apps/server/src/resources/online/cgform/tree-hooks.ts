import type { ResourceHooks } from '../../../kit/save';
import type { Eb } from '../../../kit/scope';
import type { KitTx } from '../../../kit/table';
import { AppError } from '../../../lib/errors';
import type { StoredDesign } from './design.repo';

/** Parent ids that mean "a root node", as the original's tree lists send and store them. */
const ROOT_IDS = ['', '0'];
/** How far up a move's check walks: deeper trees than this are not expected of a form. */
const MAX_DEPTH = 1000;
const isRoot = (pid: unknown) => pid === null || pid === undefined || ROOT_IDS.includes(String(pid));

interface Tree {
  table: string;
  pid: string;
  hasChild: string;
  softDelete: boolean;
}

function treeOf(design: StoredDesign): Tree | null {
  const { head, fields } = design;
  const pid = head.treeParentIdField ?? '';
  const hasChild = head.treeIdField ?? '';
  if (head.isTree !== 'Y' || !pid || !hasChild) return null;
  const columns = new Set(fields.map((f) => f.dbFieldName));
  if (!columns.has(pid) || !columns.has(hasChild)) return null;
  return { table: head.tableName, pid, hasChild, softDelete: columns.has('del_flag') };
}

/** Live children of a node, leaving out the rows being deleted. */
async function childCount(tx: KitTx, tree: Tree, parent: string, leaving: string[] = []) {
  let query = tx
    .selectFrom(tree.table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(tree.pid, '=', parent);
  if (tree.softDelete) query = query.where('del_flag', '=', 0);
  if (leaving.length > 0) query = query.where('id', 'not in', leaving);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Sets a node's has-child flag ('1'/'0', the original's values) from its live children. */
async function refresh(tx: KitTx, tree: Tree, node: unknown, leaving: string[] = []) {
  if (isRoot(node)) return;
  const flag = (await childCount(tx, tree, String(node), leaving)) > 0 ? '1' : '0';
  await tx
    .updateTable(tree.table)
    .set({ [tree.hasChild]: flag })
    .where('id', '=', String(node))
    .execute();
}

/** 400 when a node's new parent is the node itself or one of its descendants (the move would cut it off the tree). */
async function refuseCycle(tx: KitTx, tree: Tree, id: string, parent: unknown) {
  for (let at = parent, hops = 0; !isRoot(at) && hops < MAX_DEPTH; hops++) {
    if (String(at) === id) throw new AppError(400, 'cgform.treeCycle');
    const up = await tx
      .selectFrom(tree.table)
      .select(tree.pid)
      .where('id', '=', String(at))
      .executeTakeFirst();
    at = up?.[tree.pid];
  }
}

/**
 * The kit hooks of a tree form: the `pid` list parameter (absent, '' or '0': the roots) and the has-child flag
 * kept inside the write's own transaction on add, on a move (an edit of the parent field; a node cannot move under itself or its descendants) and on delete. A node
 * with live children outside the deleted ids is refused (400), so no subtree is left without its parent.
 * @example const hooks = { ...RUNTIME_HOOKS, ...treeHooks(design) }
 */
export function treeHooks(design: StoredDesign): Partial<ResourceHooks> {
  const tree = treeOf(design);
  if (!tree) return {};
  return {
    listParams: {
      pid: (value) => (eb: Eb) =>
        isRoot(value)
          ? eb.or([eb(tree.pid, 'is', null), ...ROOT_IDS.map((r) => eb(tree.pid, '=', r))])
          : eb(tree.pid, '=', value),
    },
    afterWrite: async (tx, { mode, id, stored }) => {
      const row = await tx.selectFrom(tree.table).select(tree.pid).where('id', '=', id).executeTakeFirst();
      const parent = row?.[tree.pid];
      if (mode === 'edit') await refuseCycle(tx, tree, id, parent);
      if (mode === 'add') await refresh(tx, tree, id);
      await refresh(tx, tree, parent);
      const before = stored?.[tree.pid];
      if (mode === 'edit' && String(before ?? '') !== String(parent ?? '')) await refresh(tx, tree, before);
    },
    beforeDelete: async (tx, ids) => {
      const rows = await tx.selectFrom(tree.table).select(['id', tree.pid]).where('id', 'in', ids).execute();
      for (const id of ids)
        if ((await childCount(tx, tree, id, ids)) > 0) throw new AppError(400, 'cgform.treeHasChildren');
      for (const parent of new Set(rows.map((r) => r[tree.pid]))) await refresh(tx, tree, parent, ids);
    },
  };
}
