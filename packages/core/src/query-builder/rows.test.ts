import { describe, expect, it } from 'vitest';
import {
  blankCondition,
  changeRule,
  chooseField,
  hydrateConditions,
  isUsable,
  rulesFor,
  usableConditions,
} from './rows';
import type { QueryFieldEntry } from './types';

const fields: QueryFieldEntry[] = [
  {
    value: 'machine',
    label: '焊机',
    children: [
      { value: 'model', label: '型号', type: 'string', dbType: 'string' },
      { value: 'power', label: '功率', type: 'number', dbType: 'int' },
      { value: 'process', label: '工艺', type: 'list', dbType: 'string', dictCode: 'weld_process' },
    ],
  },
];
const [model, power, process] = fields[0].children!;

describe('query builder rows', () => {
  it('starts blank with eq and is not usable until field, rule and value are set', () => {
    expect(blankCondition()).toEqual({ field: '', rule: 'eq', val: '' });
    expect(isUsable({ field: 'model', rule: 'eq', val: '  ' })).toBe(false);
    expect(isUsable({ field: 'model', rule: 'in', val: [] })).toBe(false);
    expect(isUsable({ field: 'model', rule: 'eq', val: 'NB-350' })).toBe(true);
    expect(usableConditions([blankCondition(), { field: 'model', rule: 'like', val: 'NB' }])).toHaveLength(1);
  });

  it('choosing a field copies its type and dictionary info and clears the value', () => {
    const row = chooseField({ field: 'model', rule: 'eq', val: 'NB-350', type: 'string' }, process);
    expect(row).toEqual({
      field: 'process',
      rule: 'eq',
      val: '',
      type: 'list',
      dbType: 'string',
      dictCode: 'weld_process',
    });
    expect(
      chooseField({ field: 'process', rule: 'eq', val: 'MIG', dictCode: 'weld_process' }, model).dictCode,
    ).toBeUndefined();
  });

  it('a number field has no like rules: choosing it falls back to eq', () => {
    expect(rulesFor('number')).toEqual(['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
    expect(rulesFor('string')).toHaveLength(10);
    expect(chooseField({ field: 'model', rule: 'like', val: 'NB' }, power).rule).toBe('eq');
    expect(chooseField({ field: 'model', rule: 'in', val: ['a'] }, power)).toMatchObject({
      rule: 'in',
      val: [],
    });
  });

  it('leaving in keeps the first value; entering it makes a list', () => {
    expect(changeRule({ field: 'process', rule: 'in', val: ['MIG', 'TIG'] }, 'ne').val).toBe('MIG');
    expect(changeRule({ field: 'process', rule: 'in', val: [] }, 'eq').val).toBe('');
    expect(changeRule({ field: 'model', rule: 'eq', val: 'NB-350, NB-500' }, 'in').val).toEqual([
      'NB-350',
      'NB-500',
    ]);
    expect(changeRule({ field: 'model', rule: 'eq', val: 'NB' }, 'like').val).toBe('NB');
  });

  it('rows read back regain their field info, drop unknown fields and impossible rules', () => {
    const rows = hydrateConditions(
      [
        { field: 'process', rule: 'in', val: 'MIG,TIG' },
        { field: 'gone', rule: 'eq', val: 'x' },
        { field: 'power', rule: 'like', val: '5' },
        { field: 'power', rule: 'ge', val: ['350'] },
      ],
      fields,
    );
    expect(rows).toEqual([
      {
        field: 'process',
        rule: 'in',
        val: ['MIG', 'TIG'],
        type: 'list',
        dbType: 'string',
        dictCode: 'weld_process',
      },
      { field: 'power', rule: 'ge', val: '350', type: 'number', dbType: 'int' },
    ]);
  });
});
