import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { Condition } from '../dict';
import { isRootPid } from './category-code';

/** A category tree node (spec widgets §3: key, code, leaf, children, name): key is the id; leaf when it has no children. */
export interface CategoryNode {
  key: string;
  value: string;
  title: string;
  /** the category's name (the spec's field; title carries the same text for tree controls) */
  name: string;
  code: string;
  leaf: boolean;
  isLeaf: boolean;
  parentId: string | null;
  children?: CategoryNode[];
}

/** Columns a condition or loadOne may use. */
export const CATEGORY_COLUMNS = new Set(['id', 'code', 'name']);

interface CategoryRow {
  id: string;
  pid: string | null;
  name: string;
  code: string;
  has_child: string;
}

const toNode = (r: CategoryRow): CategoryNode => {
  const leaf = r.has_child !== '1';
  return {
    key: r.id,
    value: r.id,
    title: r.name,
    name: r.name,
    code: r.code,
    leaf,
    isLeaf: leaf,
    parentId: isRootPid(r.pid) ? null : r.pid,
  };
};

/** The children of a node (null: the top nodes), by code, with equality filters on code or name. */
export async function childrenOf(
  ctx: AppContext,
  pid: string | null,
  condition: Condition = {},
): Promise<CategoryNode[]> {
  let query = ctx.db.selectFrom('sys_category').select(['id', 'pid', 'name', 'code', 'has_child']);
  query = isRootPid(pid)
    ? query.where((eb) => eb.or([eb('pid', 'is', null), eb('pid', '=', ''), eb('pid', '=', '0')]))
    : query.where('pid', '=', pid as string);
  for (const [column, value] of Object.entries(condition))
    query = query.where(column as 'code' | 'name', '=', String(value));
  return (await query.orderBy('code').execute()).map(toNode);
}

/** The id of the node with a code; '0' or empty means the top of the tree. */
export async function idOfCode(ctx: AppContext, pcode: string | undefined): Promise<string | null> {
  if (!pcode || pcode === '0') return null;
  const row = await ctx.db
    .selectFrom('sys_category')
    .select('id')
    .where('code', '=', pcode)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'sysCategory.notFound');
  return row.id;
}

/** Every node under pid, nested (the non-async root load); one query per level. */
export async function subtree(ctx: AppContext, pid: string | null): Promise<CategoryNode[]> {
  const nodes = await childrenOf(ctx, pid);
  for (const node of nodes) if (!node.leaf) node.children = await subtree(ctx, node.key);
  return nodes;
}

/** The names of ids in their order; an unknown id answers itself. */
export async function namesOf(ctx: AppContext, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('sys_category')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => names.get(id) ?? id);
}

/** One category by id, code or name (first by code when names repeat). */
export async function loadOne(ctx: AppContext, field: string, value: string) {
  if (!CATEGORY_COLUMNS.has(field)) throw new AppError(400, 'sysCategory.badField', { field });
  const row = await ctx.db
    .selectFrom('sys_category')
    .select(['id', 'pid', 'name', 'code', 'has_child'])
    .where(field as 'id' | 'code' | 'name', '=', value)
    .orderBy('code')
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'sysCategory.notFound');
  return {
    id: row.id,
    pid: isRootPid(row.pid) ? null : row.pid,
    name: row.name,
    code: row.code,
    hasChild: row.has_child,
  };
}
