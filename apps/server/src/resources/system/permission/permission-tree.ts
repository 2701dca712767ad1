import type { Locale, MenuType, PermissionNode, PermissionTreeNode } from '@weld/core';
import type { AppContext } from '../../../context';
import type { SysPermissionTable } from '../../../db/schema';
import { title } from './permission.service';

type Row = SysPermissionTable;

/** Every live menu row in tree order (sort_no, then id so equal numbers keep one order on every dialect). */
export function liveRows(ctx: AppContext): Promise<Row[]> {
  return ctx.db
    .selectFrom('sys_permission')
    .selectAll()
    .where('del_flag', '=', 0)
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
}

/** Ids of the menu rows that have data rules (the tree's ruleFlag). */
export async function ruleFlags(ctx: AppContext): Promise<Set<string>> {
  const rows = await ctx.db
    .selectFrom('sys_permission_data_rule')
    .select('permission_id')
    .distinct()
    .execute();
  return new Set(rows.map((r) => r.permission_id));
}

const yes = (v: unknown) => Number(v) === 1;

/** A row as the admin screen reads it (flags as booleans, title in the caller's language). */
export function toPermissionNode(lang: Locale, row: Row, flagged: Set<string>): PermissionNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    title: title(lang, row),
    menuType: Number(row.menu_type) as MenuType,
    url: row.url,
    component: row.component,
    componentName: row.component_name,
    redirect: row.redirect,
    icon: row.icon,
    sortNo: Number(row.sort_no),
    keepAlive: yes(row.keep_alive),
    hidden: yes(row.hidden),
    hideTab: yes(row.hide_tab),
    alwaysShow: yes(row.always_show),
    route: yes(row.is_route),
    internalOrExternal: yes(row.internal_or_external),
    linkUrl: row.link_url,
    perms: row.perms,
    permsType: row.perms_type === '1' || row.perms_type === '2' ? row.perms_type : null,
    status: row.status === '0' ? '0' : '1',
    leaf: yes(row.is_leaf),
    ruleFlag: flagged.has(row.id),
  };
}

/**
 * Nests nodes under their parents; a node whose parent is missing becomes a root, so no row is lost.
 * @example buildTree(nodes, (n) => n.id, (n) => n.parentId)
 */
export function buildTree<T extends { children?: T[] }>(
  nodes: T[],
  id: (n: T) => string,
  parent: (n: T) => string | null,
): T[] {
  const byId = new Map(nodes.map((n) => [id(n), n]));
  const roots: T[] = [];
  for (const node of nodes) {
    const p = parent(node);
    const owner = p ? byId.get(p) : undefined;
    if (owner && owner !== node) (owner.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The admin screen's tree of every menu row, sorted by sort_no at every level. */
export async function permissionTree(ctx: AppContext, lang: Locale): Promise<PermissionNode[]> {
  const flagged = await ruleFlags(ctx);
  const nodes = (await liveRows(ctx)).map((row) => toPermissionNode(lang, row, flagged));
  return buildTree(
    nodes,
    (n) => n.id,
    (n) => n.parentId,
  );
}

/** The authorization tree ({key, title, slotTitle, ruleFlag}) and every id in it. */
export async function authorizationTree(
  ctx: AppContext,
  lang: Locale,
): Promise<{ treeList: PermissionTreeNode[]; ids: string[] }> {
  const flagged = await ruleFlags(ctx);
  const rows = await liveRows(ctx);
  const parents = new Map(rows.map((r) => [r.id, r.parent_id]));
  const nodes = rows.map((row) => {
    const text = title(lang, row);
    return {
      key: row.id,
      title: text,
      slotTitle: text,
      menuType: Number(row.menu_type),
      ruleFlag: flagged.has(row.id),
    } as PermissionTreeNode;
  });
  return {
    treeList: buildTree(
      nodes,
      (n) => n.key,
      (n) => parents.get(n.key) ?? null,
    ),
    ids: rows.map((r) => r.id),
  };
}
