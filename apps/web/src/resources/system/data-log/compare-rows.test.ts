import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-rows';

describe('compareRows', () => {
  it('pairs the fields of two versions and marks those that differ', () => {
    const rows = compareRows(
      { id: '1', name: '焊工', phone: null, sex: 1 },
      { id: '1', name: '技师', phone: '', sex: 1, email: 'a@b.c' },
      (k) => `L:${k}`,
    );
    expect(rows).toEqual([
      { key: 'name', label: 'L:name', left: '焊工', right: '技师', changed: true },
      { key: 'phone', label: 'L:phone', left: null, right: '', changed: false },
      { key: 'sex', label: 'L:sex', left: 1, right: 1, changed: false },
      { key: 'email', label: 'L:email', left: undefined, right: 'a@b.c', changed: true },
    ]);
  });
});
