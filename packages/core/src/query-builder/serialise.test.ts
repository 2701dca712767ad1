import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../contract/list-query';
import { position } from '../resources/system/position';
import { defineResource } from '../resource/define';
import {
  datetime,
  dict,
  image,
  number,
  password,
  richText,
  switchYN,
  text,
  userPicker,
} from '../resource/fields';
import { queryFieldsOf } from './field-list';
import { findSaved, parseSavedQueries, removeSaved, saveQuery, savedQueryKey } from './saved';
import { compactConditions, readSuperQuery, toSuperQueryParams } from './serialise';

const machine = defineResource({
  name: 'machine',
  area: 'weld',
  path: '/weld/machine',
  table: 'weld_machine',
  permission: 'weld:machine',
  fields: {
    model: text({ search: 'like' }),
    power: number(),
    process: dict('weld_process'),
    enabled: switchYN(),
    owner: userPicker({ list: false, search: 'eq' }),
    manual: richText({ list: false }),
    photo: image(),
    releaseTime: datetime({ list: false }),
    apiPassword: password(),
  },
});

describe('query serialisation', () => {
  it('emits usable rows only, arrays joined with a comma, in the server format', () => {
    const params = toSuperQueryParams({
      matchType: 'or',
      params: [
        {
          field: 'postRank',
          rule: 'in',
          val: ['3', '4'],
          type: 'list',
          dbType: 'string',
          dictCode: 'position_rank',
        },
        { field: '', rule: 'eq', val: '' },
        { field: 'name', rule: 'like', val: ' 焊 ', type: 'string' },
      ],
    });
    expect(params).toEqual({
      superQueryMatchType: 'or',
      superQueryParams: JSON.stringify([
        { field: 'postRank', rule: 'in', val: '3,4', type: 'list', dbType: 'string' },
        { field: 'name', rule: 'like', val: '焊', type: 'string' },
      ]),
    });
    const parsed = parseListQuery(position, { ...params });
    expect(parsed.problems).toEqual([]);
    expect(parsed.superQuery).toEqual({
      match: 'or',
      conditions: [
        { field: 'postRank', column: 'post_rank', rule: 'in', value: ['3', '4'] },
        { field: 'name', column: 'name', rule: 'like', value: '焊' },
      ],
    });
  });

  it('emits nothing for an empty query and reads a URL back, dropping junk', () => {
    expect(
      toSuperQueryParams({ matchType: 'and', params: [{ field: 'name', rule: 'eq', val: '' }] }),
    ).toBeNull();
    expect(toSuperQueryParams(null)).toBeNull();
    expect(
      readSuperQuery(
        '[{"field":"name","rule":"like","val":"焊"},{"field":"x","rule":"regex","val":"1"},7]',
        'OR',
      ),
    ).toEqual({
      matchType: 'and',
      params: [{ field: 'name', rule: 'like', val: '焊' }],
    });
    expect(readSuperQuery('{bad', 'or')).toBeNull();
    expect(readSuperQuery('[]', 'or')).toBeNull();
  });

  it('offers shown or searched fields with their kinds, never secrets, rich text or uploads', () => {
    const [group] = queryFieldsOf(machine, (key) => key.split('.').at(-1)!);
    expect(group.label).toBe('title');
    expect(group.children!.map((f) => [f.value, f.type, f.dbType])).toEqual([
      ['model', 'string', 'string'],
      ['power', 'number', 'int'],
      ['process', 'list', 'string'],
      ['enabled', 'switch', 'string'],
      ['owner', 'sel_user', 'string'],
    ]);
    expect(group.children![2].dictCode).toBe('weld_process');
    expect(group.children![3].options).toEqual([
      { value: 'Y', label: 'Y' },
      { value: 'N', label: 'N' },
    ]);
  });
});

describe('saved queries', () => {
  const rows = [{ field: 'power', rule: 'ge' as const, val: '350', type: 'number' as const, dictCode: 'x' }];

  it('are kept per page, appended, overwritten in place and removed by title', () => {
    expect(savedQueryKey('position')).toBe('JSuperQuerySaved_position');
    let list = saveQuery([], ' 大功率 ', 'and', rows);
    list = saveQuery(list, '氩弧焊', 'or', [{ field: 'process', rule: 'eq', val: 'TIG' }]);
    list = saveQuery(list, '大功率', 'or', [{ field: 'power', rule: 'gt', val: '500' }]);
    expect(list.map((s) => [s.title, s.matchType, s.records[0].val])).toEqual([
      ['大功率', 'or', '500'],
      ['氩弧焊', 'or', 'TIG'],
    ]);
    expect(findSaved(list, '氩弧焊 ')?.records).toEqual([{ field: 'process', rule: 'eq', val: 'TIG' }]);
    expect(removeSaved(list, '大功率').map((s) => s.title)).toEqual(['氩弧焊']);
  });

  it('keep only what travels and survive a round trip through storage text; junk is dropped', () => {
    const list = saveQuery([], '大功率', 'and', rows);
    expect(list[0].records).toEqual(compactConditions(rows));
    expect(
      parseSavedQueries(JSON.stringify([...list, { title: '' }, null, { title: 'x', records: 'no' }])),
    ).toEqual(list);
    expect(parseSavedQueries('not json')).toEqual([]);
    expect(parseSavedQueries(null)).toEqual([]);
  });
});
