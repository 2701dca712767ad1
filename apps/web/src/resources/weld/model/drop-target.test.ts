import { describe, expect, it } from 'vitest';
import { dropTarget } from './drop-target';

describe('dropTarget', () => {
  const base = { dragId: 'm3', targetParentId: 's1', siblings: ['m1', 'm2', 'm3'] };

  it('drops onto a node as its first child', () => {
    expect(dropTarget({ ...base, targetId: 's2', intoNode: true, after: false })).toEqual({
      parentId: 's2',
      index: 0,
    });
  });

  it('drops before or after a sibling, counting places without the dragged node', () => {
    expect(dropTarget({ ...base, targetId: 'm1', intoNode: false, after: false })).toEqual({
      parentId: 's1',
      index: 0,
    });
    expect(dropTarget({ ...base, targetId: 'm1', intoNode: false, after: true })).toEqual({
      parentId: 's1',
      index: 1,
    });
    expect(dropTarget({ ...base, dragId: 'm1', targetId: 'm3', intoNode: false, after: true })).toEqual({
      parentId: 's1',
      index: 2,
    });
  });

  it('drops between top nodes with no parent', () => {
    expect(
      dropTarget({
        dragId: 'l3',
        targetId: 'l1',
        targetParentId: null,
        siblings: ['l1', 'l2', 'l3'],
        intoNode: false,
        after: true,
      }),
    ).toEqual({ parentId: null, index: 1 });
  });
});
