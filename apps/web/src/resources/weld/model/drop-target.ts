/** Where a dragged node lands: under `parentId` (null at the top) at `index` among its new siblings. */
export interface DropTarget {
  parentId: string | null;
  index: number;
}

/**
 * Turns a tree drop into the move request: onto a node makes it the first child; into the gap before or
 * after a node places it there among that node's siblings (counted without the dragged node).
 * @example dropTarget({ dragId: 'm3', targetId: 'm1', targetParentId: 's', intoNode: false, after: true, siblings: ['m1', 'm2', 'm3'] }) // { parentId: 's', index: 1 }
 */
export function dropTarget(drop: {
  dragId: string;
  targetId: string;
  targetParentId: string | null;
  intoNode: boolean;
  after: boolean;
  siblings: string[];
}): DropTarget {
  if (drop.intoNode) return { parentId: drop.targetId, index: 0 };
  const others = drop.siblings.filter((id) => id !== drop.dragId);
  const at = others.indexOf(drop.targetId);
  return { parentId: drop.targetParentId, index: Math.max(0, at) + (drop.after ? 1 : 0) };
}
