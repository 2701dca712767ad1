import { describe, expect, it } from 'vitest';
import type { ModelTreeNode } from '@weld/core';
import { coveredIds } from './covered';

const node = (id: string, parentId: string | null): ModelTreeNode => ({
  id,
  parentId,
  code: id,
  name: id,
  nodeType: 'model',
  productKind: 'machine',
  status: '1',
  sortNo: 1,
  isLeaf: false,
});

describe('coveredIds', () => {
  it('marks every loaded node below a ticked one, and nothing beside it', () => {
    const nodes = new Map(
      [node('l', null), node('s1', 'l'), node('m1', 's1'), node('s2', 'l'), node('m2', 's2')].map((n) => [
        n.id,
        n,
      ]),
    );
    expect([...coveredIds(new Set(['s1']), nodes)].sort()).toEqual(['m1']);
    expect([...coveredIds(new Set(['l']), nodes)].sort()).toEqual(['m1', 'm2', 's1', 's2']);
    expect(coveredIds(new Set(), nodes).size).toBe(0);
  });
});
