import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './list-state';
import { toListParams, type SearchableField } from './list-query';

const fields: SearchableField[] = [
  { key: 'name', kind: 'text', search: 'like' },
  { key: 'code', kind: 'text', search: 'eq' },
  { key: 'createTime', kind: 'datetime', search: 'range' },
  { key: 'remark', kind: 'text', search: false },
];

describe('list state in the URL', () => {
  it('defaults to page 1 of 10, newest first', () => {
    expect(readListState(new URLSearchParams(''))).toEqual({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
      filters: {},
    });
  });

  it('refuses malformed numbers and page sizes outside 10/20/30', () => {
    const s = readListState(new URLSearchParams('pageNo=-2&pageSize=500&order=sideways'));
    expect([s.pageNo, s.pageSize, s.order]).toEqual([1, 10, 'desc']);
  });

  it('writes only what differs from the defaults', () => {
    const s = readListState(new URLSearchParams('name=arc&pageNo=3&pageSize=20&column=code&order=asc'));
    expect(writeListState(s).toString()).toBe('name=arc&pageNo=3&pageSize=20&column=code&order=asc');
    expect(writeListState(readListState(new URLSearchParams(''))).toString()).toBe('');
  });
});

describe('list parameters', () => {
  it('encodes like as *x*, keeps eq, passes ranges and drops unknown keys', () => {
    const state = readListState(
      new URLSearchParams('name=arc&code=W1&createTime_begin=2026-01-01 00:00:00&remark=x&evil=1'),
    );
    expect(toListParams(fields, state)).toEqual({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
      name: '*arc*',
      code: 'W1',
      createTime_begin: '2026-01-01 00:00:00',
    });
  });
});

describe('advanced query in the URL', () => {
  const query = JSON.stringify([
    { field: 'postRank', rule: 'in', val: '3,4', type: 'list' },
    { field: 'name', rule: 'like', val: '焊' },
  ]);

  it('reads superQueryParams apart from the search filters and writes them back', () => {
    const params = new URLSearchParams({ name: 'arc', superQueryParams: query, superQueryMatchType: 'or' });
    const state = readListState(params);
    expect(state.filters).toEqual({ name: 'arc' });
    expect(state.superQuery).toEqual({
      matchType: 'or',
      params: [
        { field: 'postRank', rule: 'in', val: '3,4', type: 'list' },
        { field: 'name', rule: 'like', val: '焊' },
      ],
    });
    expect(readListState(writeListState(state)).superQuery).toEqual(state.superQuery);
    expect(readListState(new URLSearchParams('superQueryParams=%7Bbroken')).superQuery).toBeUndefined();
  });

  it('sends the usable conditions as superQueryParams + superQueryMatchType, arrays comma-joined', () => {
    const state = readListState(new URLSearchParams(''));
    state.superQuery = {
      matchType: 'and',
      params: [
        { field: 'postRank', rule: 'in', val: ['3', '4'] },
        { field: 'name', rule: 'eq', val: ' ' },
      ],
    };
    const out = toListParams(fields, state);
    expect(out.superQueryMatchType).toBe('and');
    expect(JSON.parse(String(out.superQueryParams))).toEqual([{ field: 'postRank', rule: 'in', val: '3,4' }]);
    expect(writeListState(state).get('superQueryParams')).toBe(
      JSON.stringify([{ field: 'postRank', rule: 'in', val: '3,4' }]),
    );
    state.superQuery = { matchType: 'or', params: [{ field: 'name', rule: 'eq', val: '' }] };
    expect(toListParams(fields, state)).not.toHaveProperty('superQueryParams');
    expect(writeListState(state).toString()).toBe('');
  });
});
