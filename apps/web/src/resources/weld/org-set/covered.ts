import type { ModelTreeNode } from '@weld/core';

/**
 * Ids of loaded nodes under a checked node: they are visible through it, so the tree shows them ticked and fixed.
 * @example coveredIds(new Set(['s']), nodes) // the ids of the loaded models of series s
 */
export function coveredIds(
  checked: ReadonlySet<string>,
  nodes: ReadonlyMap<string, ModelTreeNode>,
): Set<string> {
  const out = new Set<string>();
  for (const node of nodes.values()) {
    for (let up = node.parentId; up; up = nodes.get(up)?.parentId ?? null) {
      if (checked.has(up)) {
        out.add(node.id);
        break;
      }
    }
  }
  return out;
}
