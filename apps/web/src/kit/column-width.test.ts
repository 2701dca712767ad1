import { describe, expect, it } from 'vitest';
import { registeredParts } from '../widgets/field-kinds';
import { columnMinWidth, textWidth } from './column-width';

describe('column minimum widths', () => {
  it('gives a header room for one line, wider for Russian than for Chinese, and for the sorter', () => {
    const zh = columnMinWidth('描述');
    const ru = columnMinWidth('Описание');
    expect(ru).toBeGreaterThan(zh);
    // 'Описание' is 8 letters: far more than the 2 letters 'Оп…' the squeezed column showed
    expect(ru).toBeGreaterThanOrEqual(textWidth('Описание') + 32);
    expect(columnMinWidth('Класс задания', { sortable: true })).toBe(columnMinWidth('Класс задания') + 28);
  });

  it("gives a kind the room its values need when the header is short (the kind registry's listMinWidth)", () => {
    const least = (kind: 'date' | 'datetime') => registeredParts(kind).listMinWidth;
    expect(columnMinWidth('时间', { least: least('datetime') })).toBe(170);
    expect(columnMinWidth('日期', { least: least('date') })).toBe(110);
    expect(columnMinWidth('Дата последнего изменения', { least: least('date') })).toBeGreaterThan(110);
  });
});
