import { describe, expect, it } from 'vitest';
import { defineResource } from '../resource/define';
import { date, datetime, dict, number, password, text } from '../resource/fields';
import { MAX_PAGE_PARAM, MAX_PAGE_SIZE, decodeValue, pageOffset, parseListQuery } from './list-query';

const machine = defineResource({
  name: 'machine',
  area: 'weld',
  path: '/weld/machine',
  table: 'weld_machine',
  permission: 'weld:machine',
  fields: {
    name: text({ search: 'like', sort: true }),
    code: text({ search: 'eq' }),
    amps: number({ search: 'eq', sort: true }),
    status: dict('machine_status', { search: 'eq' }),
    mode: dict('machine_mode', { integer: true, search: 'eq' }),
    madeOn: date({ search: 'range' }),
    note: text(),
    secret: password({ search: 'eq' }),
    createTime: datetime({ search: 'range', sort: true }),
  },
});

describe('decodeValue', () => {
  it.each([
    ['*焊*', 'eq', 'like', '焊'],
    ['焊*', 'eq', 'right_like', '焊'],
    ['*焊', 'eq', 'left_like', '焊'],
    ['!A', 'eq', 'ne', 'A'],
    ['>= 5', 'eq', 'ge', '5'],
    ['>5', 'eq', 'gt', '5'],
    ['<= 5', 'eq', 'le', '5'],
    ['< 5', 'eq', 'lt', '5'],
    ['A', 'eq', 'eq', 'A'],
    ['A', 'like', 'like', 'A'],
  ] as const)('%s on a %s field is %s %s', (raw, mode, rule, value) => {
    expect(decodeValue(raw, mode)).toEqual({ rule, value });
  });
  it('splits a comma list into an in-list', () => {
    expect(decodeValue('a, b,,c', 'eq')).toEqual({ rule: 'in', value: ['a', 'b', 'c'] });
  });
});

describe('parseListQuery', () => {
  it('defaults to page 1 of 10 sorted by createTime desc, and caps the page size', () => {
    const q = parseListQuery(machine, {});
    expect(q).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      sort: { field: 'createTime', column: 'create_time', order: 'desc' },
      filters: [],
      problems: [],
    });
    expect(parseListQuery(machine, { pageSize: '5000' }).pageSize).toBe(MAX_PAGE_SIZE);
    expect(parseListQuery(machine, { pageNo: 'x' }).problems).toEqual([
      { param: 'pageNo', reason: 'outOfRange', limit: MAX_PAGE_PARAM },
    ]);
  });
  it('refuses paging values beyond their bounds, so every offset is a safe integer', () => {
    for (const bad of ['922337203685477580', String(MAX_PAGE_PARAM + 1), '0', '-1', '1.5', '1e3', 'x']) {
      expect(parseListQuery(machine, { pageNo: bad, pageSize: bad }).problems, bad).toEqual([
        { param: 'pageNo', reason: 'outOfRange', limit: MAX_PAGE_PARAM },
        { param: 'pageSize', reason: 'outOfRange', limit: MAX_PAGE_PARAM },
      ]);
    }
    const last = parseListQuery(machine, {
      pageNo: String(MAX_PAGE_PARAM),
      pageSize: String(MAX_PAGE_PARAM),
    });
    expect(last).toMatchObject({ pageNo: MAX_PAGE_PARAM, pageSize: MAX_PAGE_SIZE, problems: [] });
    expect(Number.isSafeInteger(pageOffset(last.pageNo, last.pageSize))).toBe(true);
  });
  it('types numbers and refuses text on a number field', () => {
    expect(parseListQuery(machine, { amps: '>= 150' }).filters).toEqual([
      { field: 'amps', column: 'amps', rule: 'ge', value: 150 },
    ]);
    expect(parseListQuery(machine, { amps: '1,2' }).filters[0].value).toEqual([1, 2]);
    expect(parseListQuery(machine, { amps: 'abc' }).problems).toEqual([
      { param: 'amps', reason: 'badValue' },
    ]);
    expect(parseListQuery(machine, { amps: '*1*' }).problems).toEqual([
      { param: 'amps', reason: 'badValue' },
    ]);
  });
  it('takes only integers of the 32-bit range on an integer dictionary, except in like rules', () => {
    expect(parseListQuery(machine, { mode: '2' }).filters).toEqual([
      { field: 'mode', column: 'mode', rule: 'eq', value: 2 },
    ]);
    expect(parseListQuery(machine, { mode: '1,2' }).filters[0].value).toEqual([1, 2]);
    expect(parseListQuery(machine, { mode: '*1*' }).filters[0]).toMatchObject({ rule: 'like', value: '1' });
    for (const bad of ['x', '!x', '1,x', '>= x', '1.5', '2147483648', '-2147483649']) {
      expect(parseListQuery(machine, { mode: bad }).problems, bad).toEqual([
        { param: 'mode', reason: 'badValue' },
      ]);
    }
    expect(parseListQuery(machine, { mode: '-2147483648' }).problems).toEqual([]);
  });
  it('compares dates only with dates, and refuses NUL in any value', () => {
    expect(
      parseListQuery(machine, { madeOn_begin: '2026-01-01', createTime_end: '2026-01-31 12:00' }).problems,
    ).toEqual([]);
    for (const bad of ['yesterday', '2026-13-01', '2026-01-01 25:00']) {
      expect(parseListQuery(machine, { madeOn_begin: bad, createTime_end: bad }).problems, bad).toEqual([
        { param: 'madeOn_begin', reason: 'badValue' },
        { param: 'createTime_end', reason: 'badValue' },
      ]);
    }
    expect(
      parseListQuery(machine, { name: '*a\u0000*', code: 'a\u0000' }).problems.map((p) => p.param),
    ).toEqual(['name', 'code']);
  });
  it('turns _begin/_end into a range, whole days for date-times', () => {
    const q = parseListQuery(machine, { createTime_begin: '2026-01-01', createTime_end: '2026-01-31' });
    expect(q.filters).toEqual([
      { field: 'createTime', column: 'create_time', rule: 'ge', value: '2026-01-01 00:00:00' },
      { field: 'createTime', column: 'create_time', rule: 'le', value: '2026-01-31 23:59:59' },
    ]);
  });
  it('reports unknown, unsearchable and secret fields and never passes them on', () => {
    const q = parseListQuery(machine, {
      nope: '1',
      note: 'x',
      secret: 's',
      'name;drop': 'x',
      code_begin: 'A',
    });
    expect(q.filters).toEqual([]);
    expect(q.problems).toEqual([
      { param: 'nope', reason: 'unknownField' },
      { param: 'note', reason: 'notSearchable' },
      { param: 'secret', reason: 'notSearchable' },
      { param: 'name;drop', reason: 'unknownField' },
      { param: 'code_begin', reason: 'notSearchable' },
    ]);
  });
  it('skips empty values and the reserved parameters', () => {
    expect(parseListQuery(machine, { name: '', code: '  ', _t: '123', field: 'id,name' })).toMatchObject({
      filters: [],
      problems: [],
    });
  });
  it('sorts only on sortable fields, by key', () => {
    expect(parseListQuery(machine, { column: 'amps', order: 'asc' }).sort).toEqual({
      field: 'amps',
      column: 'amps',
      order: 'asc',
    });
    expect(parseListQuery(machine, { column: 'code' }).problems).toEqual([
      { param: 'column', reason: 'notSortable' },
    ]);
    expect(parseListQuery(machine, { column: 'secret' }).problems).toEqual([
      { param: 'column', reason: 'notSortable' },
    ]);
    expect(parseListQuery(machine, { column: 'id; drop table x' }).problems).toEqual([
      { param: 'column', reason: 'unknownField' },
    ]);
    expect(parseListQuery(machine, { column: 'amps', order: 'sideways' }).problems).toEqual([
      { param: 'order', reason: 'badValue' },
    ]);
  });
  it('sorts by the key, id, on any definition, though no field names it', () => {
    expect(parseListQuery(machine, { column: 'id', order: 'asc' })).toMatchObject({
      sort: { field: 'id', column: 'id', order: 'asc' },
      problems: [],
    });
    expect(parseListQuery(machine, { column: 'id' }).sort).toEqual({
      field: 'id',
      column: 'id',
      order: 'desc',
    });
    expect(parseListQuery(machine, { column: 'ID' }).problems).toEqual([
      { param: 'column', reason: 'unknownField' },
    ]);
  });
});
