import { describe, expect, it } from 'vitest';
import { defineResource } from '../resource/define';
import { datetime, dict, number, secret, text } from '../resource/fields';
import { parseListQuery } from './list-query';

const part = defineResource({
  name: 'part',
  area: 'weld',
  path: '/weld/part',
  table: 'weld_part',
  permission: 'weld:part',
  fields: { name: text(), weight: number(), apiKey: secret() },
});

const encode = (items: unknown) => encodeURIComponent(JSON.stringify(items));

describe('super query', () => {
  it('takes the ten rules on any non-secret field, searchable or not', () => {
    const rules = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'left_like', 'right_like'];
    const items = rules.map((rule) => ({ field: 'name', rule, val: 'a', type: 'string', dbType: 'string' }));
    const q = parseListQuery(part, { superQueryParams: encode(items), superQueryMatchType: 'or' });
    expect(q.problems).toEqual([]);
    expect(q.superQuery?.match).toBe('or');
    expect(q.superQuery?.conditions.map((c) => c.rule)).toEqual(rules);
  });
  it('reads JSON encoded once or twice, and arrays joined for in', () => {
    const items = [{ field: 'weight', rule: 'in', val: ['1', '2'] }];
    expect(parseListQuery(part, { superQueryParams: JSON.stringify(items) }).superQuery).toEqual({
      match: 'and',
      conditions: [{ field: 'weight', column: 'weight', rule: 'in', value: [1, 2] }],
    });
    expect(parseListQuery(part, { superQueryParams: encode(items) }).superQuery?.conditions).toHaveLength(1);
  });
  it('reports unknown or secret fields, unknown rules, bad values and bad JSON', () => {
    const items = [
      { field: 'apiKey', rule: 'eq', val: 'x' },
      { field: 'nope', rule: 'eq', val: 'x' },
      { field: 'name', rule: 'regex', val: 'x' },
      { field: 'weight', rule: 'gt', val: 'heavy' },
      { field: 'name', rule: 'eq', val: { $ne: 1 } },
    ];
    const q = parseListQuery(part, { superQueryParams: encode(items), superQueryMatchType: 'xor' });
    expect(q.superQuery).toBeNull();
    expect(q.problems.map((p) => p.reason)).toEqual([
      'badValue',
      'unknownField',
      'unknownField',
      'badRule',
      'badValue',
      'badValue',
    ]);
    expect(parseListQuery(part, { superQueryParams: '{not json' }).problems).toEqual([
      { param: 'superQueryParams', reason: 'badSuperQuery' },
    ]);
  });
  it('ignores rows without a value, as the query builder never sends them', () => {
    expect(
      parseListQuery(part, { superQueryParams: encode([{ field: 'name', rule: 'eq', val: '' }]) }),
    ).toMatchObject({ superQuery: null, problems: [] });
  });
});

describe('super query values by kind', () => {
  const item = defineResource({
    name: 'item',
    area: 'weld',
    path: '/weld/item',
    table: 'weld_item',
    permission: 'weld:item',
    fields: { state: dict('item_state', { integer: true }), madeAt: datetime() },
  });
  const query = (items: unknown) => parseListQuery(item, { superQueryParams: JSON.stringify(items) });

  it('refuses text on an integer dictionary and garbage on a date, in every comparing rule', () => {
    for (const rule of ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in']) {
      expect(query([{ field: 'state', rule, val: 'x' }]).problems, rule).toEqual([
        { param: 'superQueryParams[0].state', reason: 'badValue' },
      ]);
      expect(query([{ field: 'madeAt', rule, val: 'soon' }]).problems, rule).toEqual([
        { param: 'superQueryParams[0].madeAt', reason: 'badValue' },
      ]);
    }
    expect(query([{ field: 'state', rule: 'eq', val: 1e21 }]).problems).toHaveLength(1);
    expect(query([{ field: 'state', rule: 'like', val: 'x' }]).problems).toEqual([]);
    expect(
      query([
        { field: 'state', rule: 'in', val: ['1', '2'] },
        { field: 'madeAt', rule: 'ge', val: '2026-01-01 08:00:00' },
      ]).superQuery?.conditions.map((c) => c.value),
    ).toEqual([[1, 2], '2026-01-01 08:00:00']);
  });
  it('refuses a NUL character the JSON carries escaped', () => {
    expect(query([{ field: 'madeAt', rule: 'like', val: 'a\u0000' }]).problems).toEqual([
      { param: 'superQueryParams[0].madeAt', reason: 'badValue' },
    ]);
  });
});
