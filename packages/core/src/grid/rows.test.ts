import { describe, expect, it } from 'vitest';
import type { GridColumn, GridRow } from './columns';
import {
  addPlacement,
  canMove,
  isNewRow,
  isRowDisabled,
  moveRow,
  newRow,
  parseSort,
  removeRows,
  rowKeyOf,
  selectionState,
  throttleGate,
} from './rows';

const columns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', defaultValue: 'TIG' },
  { key: 'ok', title: '合格', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
  { key: 'off', title: '停用', type: 'checkbox', customValue: ['1', '0'] },
];
const saved = (id: string, n?: number): GridRow => ({ id, orderNum: n });

describe('grid rows', () => {
  it('gives new rows distinct temporary ids and the column defaults', () => {
    const a = newRow(columns);
    const b = newRow(columns);
    expect(a.id).not.toBe(b.id);
    expect(isNewRow(a)).toBe(true);
    expect(isNewRow({ id: '1234' })).toBe(false);
    expect(a).toMatchObject({ name: 'TIG', ok: 'Y', off: '0' });
  });

  it('caps the row key at 50 characters', () => {
    expect(rowKeyOf({ id: 'x'.repeat(50) })).toHaveLength(50);
    expect(() => rowKeyOf({ id: 'x'.repeat(51) })).toThrow(/50/);
  });

  it('places added rows: count at least 1, position 0 is the bottom', () => {
    expect(addPlacement(0, 0, 5)).toEqual({ count: 1, index: 5 });
    expect(addPlacement(3, 2, 5)).toEqual({ count: 3, index: 1 });
    expect(addPlacement(2, 99, 5)).toEqual({ count: 2, index: 4 });
  });

  it('lets one insert through per 1500 ms', () => {
    let now = 0;
    const gate = throttleGate(1500, () => now);
    expect(gate()).toBe(true);
    now = 1499;
    expect(gate()).toBe(false);
    now = 1500;
    expect(gate()).toBe(true);
  });

  it('drops new rows and collects the ids of saved ones', () => {
    const fresh = newRow(columns);
    const { rows, removedIds } = removeRows([saved('7'), fresh, saved('8')], ['7', fresh.id], ['3']);
    expect(rows.map((r) => r.id)).toEqual(['8']);
    expect(removedIds).toEqual(['3', '7']);
  });

  it('refuses moving the first row up and the last down, and renumbers from 1 after a drag', () => {
    expect(canMove(0, 3, -1)).toBe(false);
    expect(canMove(2, 3, 1)).toBe(false);
    expect(canMove(1, 3, 1)).toBe(true);
    const moved = moveRow([saved('a', 5), saved('b', 9), saved('c', 2)], 2, 0);
    expect(moved.map((r) => [r.id, r.orderNum])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });

  it('disables rows matching a value or a list, and reports the header checkbox state', () => {
    expect(isRowDisabled({ status: 'locked' }, { status: ['locked', 'archived'] })).toBe(true);
    expect(isRowDisabled({ status: 'open' }, { status: 'locked' })).toBe(false);
    expect(selectionState(4, 2)).toEqual({ checked: false, indeterminate: true });
    expect(selectionState(4, 4)).toEqual({ checked: true, indeterminate: false });
    expect(selectionState(0, 0)).toEqual({ checked: false, indeterminate: false });
  });

  it('accepts sort strings only as column=asc|desc', () => {
    expect(parseSort('current=desc')).toEqual({ column: 'current', order: 'desc' });
    expect(parseSort('current desc')).toBeNull();
  });
});
