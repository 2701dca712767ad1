import { describe, expect, it } from 'vitest';
import type { ReportItem, ReportParam } from './cgreport-api';
import { copyCode, mergeParsed } from './design-merge';

const item = (fieldName: string, extra: Partial<ReportItem> = {}): ReportItem => ({
  fieldName,
  fieldTxt: fieldName,
  fieldType: 'String',
  isShow: 1,
  isSearch: 0,
  searchMode: 'single',
  dictCode: null,
  fieldHref: null,
  isTotal: 0,
  orderNum: 0,
  ...extra,
});
const param = (paramName: string, extra: Partial<ReportParam> = {}): ReportParam => ({
  paramName,
  paramTxt: paramName,
  paramValue: null,
  orderNum: 0,
  ...extra,
});

describe('mergeParsed', () => {
  it('keeps the admin’s settings of columns and parameters the SQL still has, in the SQL’s order', () => {
    const current = {
      items: [
        item('model', { fieldTxt: '型号', isSearch: 1, dictCode: 'weld_model' }),
        item('programs', { fieldTxt: '程序数量', isTotal: 1, fieldType: 'String' }),
        item('gone', { fieldTxt: '已删除' }),
      ],
      params: [param('line', { paramTxt: '产品线', paramValue: 'robot' }), param('old')],
    };
    const parsed = {
      fields: [item('programs', { fieldType: 'Integer' }), item('model'), item('added')],
      params: [param('line'), param('year')],
    };
    const merged = mergeParsed(current, parsed);
    expect(merged.items.map((i) => [i.fieldName, i.fieldTxt, i.fieldType, i.orderNum])).toEqual([
      ['programs', '程序数量', 'Integer', 0],
      ['model', '型号', 'String', 1],
      ['added', 'added', 'String', 2],
    ]);
    expect(merged.items[0]?.isTotal).toBe(1);
    expect(merged.items[1]).toMatchObject({ isSearch: 1, dictCode: 'weld_model' });
    expect(merged.params.map((p) => [p.paramName, p.paramTxt, p.paramValue])).toEqual([
      ['line', '产品线', 'robot'],
      ['year', 'year', null],
    ]);
  });
});

describe('copyCode', () => {
  it('takes the first free _copy code within 100 characters', () => {
    expect(copyCode('rp_models', new Set())).toBe('rp_models_copy');
    expect(copyCode('rp_models', new Set(['rp_models_copy', 'rp_models_copy2']))).toBe('rp_models_copy3');
    expect(copyCode('r'.repeat(100), new Set())).toHaveLength(100);
  });
});
