import { describe, expect, it } from 'vitest';
import { descendantCount, treeChildren } from './tree';

describe('tree table rows', () => {
  it('takes children from an array or from records, and refuses other answers', () => {
    expect(treeChildren([{ id: '1' }])).toEqual([{ id: '1' }]);
    expect(treeChildren({ records: [{ id: '2' }], total: 1 })).toEqual([{ id: '2' }]);
    expect(treeChildren({ list: [] })).toBeNull();
    expect(treeChildren('x')).toBeNull();
  });

  it('counts the deeper rows under a row for collapsing', () => {
    const rows = [
      { id: 'a', _level: 0 },
      { id: 'a1', _level: 1 },
      { id: 'a11', _level: 2 },
      { id: 'a2', _level: 1 },
      { id: 'b', _level: 0 },
    ];
    expect(descendantCount(rows, 0)).toBe(3);
    expect(descendantCount(rows, 1)).toBe(1);
    expect(descendantCount(rows, 4)).toBe(0);
  });
});
