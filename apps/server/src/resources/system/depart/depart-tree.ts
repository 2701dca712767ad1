import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import type { DepartTreeNode } from '@weld/core';
import type { Database } from '../../../db/schema';
import { likePattern } from '../../../kit/table';

/** What queryIdTree answers: only what a tree select needs. */
export interface IdNode {
  key: string;
  value: string;
  title: string;
  children?: IdNode[];
}

type Db = Kysely<Database>;
/** The org codes whose subtrees a caller may see (their own departments), or null for every department. */
export type Reach = readonly string[] | null;
type DepartRow = {
  id: string;
  parent_id: string | null;
  depart_name: string;
  org_code: string;
  org_category: string | null;
};

/**
 * Live departments within the reach (codes are prefixes of their children's: a reached department brings
 * everything below it), in tree order (order number, then org code, the same on every dialect).
 */
export function liveDeparts(db: Db, reach: Reach = null) {
  return db
    .selectFrom('sys_depart')
    .select(['id', 'parent_id', 'depart_name', 'org_code', 'org_category'])
    .where('del_flag', '=', 0)
    .$if(reach !== null, (q) =>
      q.where((eb) =>
        reach?.length ? eb.or(reach.map((code) => eb('org_code', 'like', `${code}%`))) : sql<SqlBool>`1 = 0`,
      ),
    )
    .orderBy('depart_order')
    .orderBy('org_code');
}

/** Ids of live departments that have live children. */
async function parentIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_depart')
    .select('parent_id')
    .where('del_flag', '=', 0)
    .where('parent_id', 'is not', null)
    .distinct()
    .execute();
  return new Set(rows.map((r) => r.parent_id as string));
}

function toNode(row: DepartRow, parents: Set<string>): DepartTreeNode {
  return {
    id: row.id,
    key: row.id,
    value: row.id,
    title: row.depart_name,
    departName: row.depart_name,
    orgCode: row.org_code,
    orgCategory: row.org_category,
    parentId: row.parent_id,
    isLeaf: !parents.has(row.id),
  };
}

/**
 * Nests rows under their parents (in the rows' order); a row whose parent is not among them is a root,
 * or, with `parentOf`, hangs under the nearest ancestor that is.
 */
export function nest(
  rows: DepartRow[],
  parents: Set<string>,
  parentOf: (row: DepartRow) => string | null = (r) => r.parent_id,
): DepartTreeNode[] {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r, parents)]));
  const roots: DepartTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as DepartTreeNode;
    const parent = parentOf(row);
    const owner = parent ? nodes.get(parent) : undefined;
    if (owner && owner !== node) (owner.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The live tree within the reach (the whole tree without one); reached departments whose parent is not are roots. */
export async function departTree(db: Db, reach: Reach = null): Promise<DepartTreeNode[]> {
  return nest(await liveDeparts(db, reach).execute(), await parentIds(db));
}

/** The rows with these org codes and every department below them (codes are prefixes of their children's). */
export async function subtrees(db: Db, orgCodes: string[]): Promise<DepartTreeNode[]> {
  return departTree(db, orgCodes);
}

/**
 * Companies (org_category 1) as a tree: each hangs under its nearest company ancestor, found by org code
 * prefix, so departments and posts between two companies do not break the tree.
 */
export async function companyTree(db: Db, reach: Reach = null): Promise<DepartTreeNode[]> {
  const rows = await liveDeparts(db, reach).where('org_category', '=', '1').execute();
  const byCode = new Map(rows.map((r) => [r.org_code, r.id]));
  const companyParents = new Set<string>();
  const parentOf = (row: DepartRow) => {
    for (let len = row.org_code.length - 3; len > 0; len -= 3) {
      const id = byCode.get(row.org_code.slice(0, len));
      if (id) return id;
    }
    return null;
  };
  for (const row of rows) {
    const parent = parentOf(row);
    if (parent) companyParents.add(parent);
  }
  return nest(rows, companyParents, parentOf);
}

/** One level: the children of `pid` (without it the top level: of the reach, the departments whose parent is out of it). */
export async function departLevel(
  db: Db,
  pid: string | undefined,
  reach: Reach = null,
): Promise<DepartTreeNode[]> {
  const parents = await parentIds(db);
  if (pid)
    return (await liveDeparts(db, reach).where('parent_id', '=', pid).execute()).map((r) =>
      toNode(r, parents),
    );
  if (reach === null)
    return (await liveDeparts(db).where('parent_id', 'is', null).execute()).map((r) => toNode(r, parents));
  const rows = await liveDeparts(db, reach).execute();
  const reached = new Set(rows.map((r) => r.id));
  return rows.filter((r) => !r.parent_id || !reached.has(r.parent_id)).map((r) => toNode(r, parents));
}

/** Departments of the reach whose name contains the word (typed wildcards are literal), with their ancestors in the reach, as a tree. */
export async function searchTree(db: Db, keyWord: string, reach: Reach = null): Promise<DepartTreeNode[]> {
  const hits = await liveDeparts(db, reach)
    .where(sql<SqlBool>`depart_name like ${likePattern('like', keyWord)} escape '!'`)
    .execute();
  if (hits.length === 0) return [];
  // ancestors' codes are the prefixes of a hit's code, three characters per level
  const codes = new Set(
    hits.flatMap((h) =>
      Array.from({ length: Math.floor(h.org_code.length / 3) }, (_, i) => h.org_code.slice(0, (i + 1) * 3)),
    ),
  );
  const rows = await liveDeparts(db, reach)
    .where('org_code', 'in', [...codes])
    .execute();
  return nest(rows, await parentIds(db));
}

/** The id tree: key, value and title only. */
export function idTree(nodes: DepartTreeNode[]): IdNode[] {
  return nodes.map((n) => ({
    key: n.key,
    value: n.value,
    title: n.title,
    ...(n.children ? { children: idTree(n.children) } : {}),
  }));
}
