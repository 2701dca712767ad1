import { describe, expect, it } from 'vitest';
import { orderValues, parseAddSettings, sortRows } from './row-settings';
import type { GridColumn } from './columns';

const columns: GridColumn[] = [
  { key: 'seq', title: '序号', type: 'inputNumber', isOrder: true },
  { key: 'name', title: '名称', type: 'input' },
  { key: 'current', title: '电流', type: 'inputNumber' },
];

describe('add settings', () => {
  it('keeps a whole count of at least 1 and a position of at least 0', () => {
    expect(parseAddSettings('{"count":3,"position":2}')).toEqual({ count: 3, position: 2 });
    expect(parseAddSettings('{"count":0,"position":0}')).toBeNull();
    expect(parseAddSettings('{"count":2,"position":-1}')).toBeNull();
    expect(parseAddSettings('{"count":1.5,"position":0}')).toBeNull();
    expect(parseAddSettings('not json')).toBeNull();
    expect(parseAddSettings(null)).toBeNull();
  });
});

describe('isOrder columns', () => {
  it('continue from the largest number in the column', () => {
    const rows = [
      { id: '1', seq: 4 },
      { id: '2', seq: 9 },
      { id: '3', seq: '' },
    ];
    expect(orderValues(columns, rows, 2)).toEqual([{ seq: 10 }, { seq: 11 }]);
    expect(orderValues(columns, [], 1)).toEqual([{ seq: 1 }]);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a', name: '焊道10', current: 120 },
    { id: 'b', name: '焊道2', current: '' },
    { id: 'c', name: '焊道1', current: 95 },
  ];
  it('sorts numbers as numbers with empty cells last', () => {
    expect(sortRows(rows, 'current=asc', columns).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortRows(rows, 'current=desc', columns).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
  it('sorts text in natural order', () => {
    expect(sortRows(rows, 'name=asc', columns).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
  it('leaves the order for a bad string or an unknown column', () => {
    expect(sortRows(rows, 'name', columns).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, 'secret=asc', columns).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
