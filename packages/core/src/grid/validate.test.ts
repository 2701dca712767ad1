import { describe, expect, it } from 'vitest';
import { assertGridColumns, fillTemplate, type GridColumn, type GridRow } from './columns';
import { acceptNumberInput, numberOnBlur } from './numbers';
import { statisticsRows } from './statistics';
import { validateCell, validateCellSync, validateRows } from './validate';

const row = (id: string, v: unknown): GridRow => ({ id, code: v });
const col = (rules: GridColumn['validateRules']): GridColumn => ({
  key: 'code',
  title: '焊机编号',
  type: 'input',
  validateRules: rules,
});

describe('grid cell rules', () => {
  it('checks required first, on empty or null', () => {
    const c = col([{ required: true }, { pattern: 'z' }]);
    expect(validateCellSync(c, row('1', null), [])).toEqual({
      message: 'web.grid.rule.required',
      params: { title: '焊机编号' },
    });
    expect(validateCellSync(c, row('1', '  '), [])?.message).toBe('web.grid.rule.required');
    expect(validateCellSync(c, row('1', '*'), [])?.message).toBe('server.kit.validation.preset.z');
  });

  it('treats pattern * as required and only as unique, showing the rule message with the title filled in', () => {
    const c = col([{ pattern: '*' }, { pattern: 'only', message: '${title}不能重复' }]);
    const rows = [row('1', 'W-1'), row('2', 'W-1'), row('3', 'W-2')];
    expect(validateCellSync(c, row('1', ''), rows)?.message).toBe('web.grid.rule.required');
    expect(validateCellSync(c, rows[0], rows)).toEqual({
      message: '焊机编号不能重复',
      params: { title: '焊机编号' },
    });
    expect(validateCellSync(c, rows[2], rows)).toBeNull();
  });

  it('checks presets and custom regexes only on non-empty values', () => {
    expect(validateCellSync(col([{ pattern: 'm' }]), row('1', ''), [])).toBeNull();
    expect(validateCellSync(col([{ pattern: 'm' }]), row('1', '123'), [])?.message).toBe(
      'server.kit.validation.preset.m',
    );
    expect(
      validateCellSync(col([{ pattern: /^W-\d+$/, message: '编号格式为W-数字' }]), row('1', 'X'), []),
    ).toMatchObject({ message: '编号格式为W-数字' });
    expect(
      validateCellSync(col([{ pattern: { regex: '^W', message: '以W开头' } }]), row('1', 'X'), [])?.message,
    ).toBe('以W开头');
  });

  it('runs the async handler last and only when the other rules pass', async () => {
    let calls = 0;
    const c = col([
      { required: true },
      {
        handler: async (v) => {
          calls += 1;
          return v === 'W-9' ? '编号已存在' : undefined;
        },
      },
    ]);
    expect((await validateCell(c, row('1', ''), []))?.message).toBe('web.grid.rule.required');
    expect(calls).toBe(0);
    expect(await validateCell(c, row('1', 'W-9'), [])).toMatchObject({ message: '编号已存在' });
    expect(await validateCell(c, row('1', 'W-1'), [])).toBeNull();
  });

  it('reports the first failing cell of a table', async () => {
    const rows = [row('a', 'W-1'), row('b', ''), row('c', '')];
    const { errors, first } = await validateRows([col([{ required: true }])], rows);
    expect(errors.size).toBe(2);
    expect(first).toMatchObject({ rowIndex: 1, rowId: 'b', column: 'code' });
  });
});

describe('grid columns, numbers and statistics', () => {
  it('rejects reserved and unknown column types', () => {
    expect(() => assertGridColumns([{ key: 'n', type: 'row-number' }])).toThrow(/reserved/);
    expect(() => assertGridColumns([{ key: 'n', type: 'textarea' }])).toThrow(/unknown/);
    expect(() => assertGridColumns([{ key: 'n', type: 'inputNumber' }])).not.toThrow();
  });

  it('fills ${title}, ${key} and ${defaultValue} in placeholders', () => {
    expect(
      fillTemplate('请输入${title}(${key})，默认${defaultValue}', {
        key: 'amp',
        title: '电流',
        defaultValue: 120,
      }),
    ).toBe('请输入电流(amp)，默认120');
  });

  it('keeps only number-like input and empties an incomplete number on blur', () => {
    expect(acceptNumberInput('-12.5', '-12.')).toBe('-12.5');
    expect(acceptNumberInput('12a', '12')).toBe('12');
    expect(acceptNumberInput('1.2.3', '1.2')).toBe('1.2');
    expect(numberOnBlur('-')).toBeNull();
    expect(numberOnBlur('7.25')).toBe(7.25);
  });

  it('sums with integer parsing and averages over the rows', () => {
    const c: GridColumn = { key: 'amp', title: '电流', type: 'inputNumber', statistics: ['sum', 'average'] };
    const rows = [
      { id: '1', amp: '120.9' },
      { id: '2', amp: 80 },
      { id: '3', amp: null },
    ];
    expect(statisticsRows([c], rows)).toEqual([
      { kind: 'sum', values: { amp: 200 } },
      { kind: 'average', values: { amp: 66.67 } },
    ]);
  });
});
