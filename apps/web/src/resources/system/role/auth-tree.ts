import type { PermissionTreeNode } from '@weld/core';

/** Parent of every key in the tree (null for roots). */
export function parentsOf(
  nodes: PermissionTreeNode[],
  parent: string | null = null,
  out = new Map<string, string | null>(),
): Map<string, string | null> {
  for (const node of nodes) {
    out.set(node.key, parent);
    parentsOf(node.children ?? [], node.key, out);
  }
  return out;
}

/** Keys of nodes that have children (what 展开所有 opens). */
export function branchKeys(nodes: PermissionTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...branchKeys(n.children)] : []));
}

function find(nodes: PermissionTreeNode[], key: string): PermissionTreeNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = find(node.children ?? [], key);
    if (inner) return inner;
  }
  return undefined;
}

function descendants(node: PermissionTreeNode): string[] {
  return (node.children ?? []).flatMap((c) => [c.key, ...descendants(c)]);
}

/**
 * The checked keys after one click. Checking a node also checks its ancestors (a button is useless
 * without its page, a page without its menu); unchecking a node unchecks everything under it. Siblings
 * stay as they are, so granting one button never grants the others.
 * @example toggleKey(tree, ['a'], 'a-1', true) // ['a', 'a-1']
 */
export function toggleKey(tree: PermissionTreeNode[], checked: string[], key: string, on: boolean): string[] {
  const next = new Set(checked);
  if (on) {
    const parents = parentsOf(tree);
    for (let at: string | null | undefined = key; at; at = parents.get(at)) next.add(at);
  } else {
    const node = find(tree, key);
    next.delete(key);
    for (const k of node ? descendants(node) : []) next.delete(k);
  }
  return [...next];
}
