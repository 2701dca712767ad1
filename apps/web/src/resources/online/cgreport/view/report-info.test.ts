import { describe, expect, it } from 'vitest';
import { chartOption } from './report-chart';
import { hrefOf, paramDefaults, reportDefinition, type ReportInfo } from '../../../../lib/api/online-report';

const info: ReportInfo = {
  id: 'r1',
  name: '各型号程序数量',
  columns: [
    { title: '型号', dataIndex: 'model_name', fieldType: 'String', dictCode: null, isTotal: '0' },
    { title: '产品线', dataIndex: 'line', fieldType: 'String', dictCode: 'weld_line', isTotal: '0' },
    { title: '程序数量', dataIndex: 'programs', fieldType: 'Integer', dictCode: null, isTotal: '1' },
  ],
  fieldHrefSlots: [],
  query: [
    { label: '型号', field: 'model_name', mode: 'single', dictCode: null, fieldType: 'String' },
    { label: '程序数量', field: 'programs', mode: 'group', dictCode: null, fieldType: 'Integer' },
    { label: '状态', field: 'status', mode: 'single', dictCode: 'weld_status', fieldType: 'String' },
  ],
  params: [{ label: '产品线', field: 'self_line', defValue: 'robot' }],
};

describe('the report as a list definition', () => {
  it('lists the shown columns by kind, searches as the server does, and adds parameters and hidden query fields', () => {
    const def = reportDefinition(info);
    const f = def.fields;
    expect(Object.keys(f)).toEqual(['model_name', 'line', 'programs', 'status', 'self_line']);
    expect([f.model_name.kind, f.line.kind, f.programs.kind]).toEqual(['text', 'dict', 'number']);
    expect([f.model_name.search, f.programs.search, f.line.search]).toEqual(['eq', 'range', false]);
    expect([f.status.list, f.status.search, f.status.kind]).toEqual([false, 'eq', 'dict']);
    expect([f.self_line.list, f.self_line.search]).toEqual([false, 'eq']);
    expect(f.programs.label).toMatchObject({ zh_CN: '程序数量', en_US: '程序数量' });
    expect(paramDefaults(info)).toEqual({ self_line: 'robot' });
  });
});

describe('hrefOf', () => {
  it('fills ${field} places encoded, and keeps only web and in-app addresses', () => {
    const row = { id: 'a b', code: 'M-1&x' };
    expect(hrefOf('/weld/model?id=${id}', row)).toBe('/weld/model?id=a%20b');
    expect(hrefOf('https://docs.example/${code}', row)).toBe('https://docs.example/M-1%26x');
    expect(hrefOf('javascript:alert(${id})', row)).toBeNull();
    expect(hrefOf('//evil.example/${id}', row)).toBeNull();
    expect(hrefOf('data:text/html,${id}', row)).toBeNull();
  });
});

describe('chartOption', () => {
  const rows = [
    { model_name: 'WM-350', line: 'robot', line_dictText: '机器人', programs: 12 },
    { model_name: 'WM-500', line: 'manual', line_dictText: '手工焊机', programs: '7' },
  ];
  it('draws one bar series per value column over the category texts', () => {
    const option = chartOption('bar', rows, 'line', ['programs'], { programs: '程序数量' });
    expect(option.xAxis).toMatchObject({ data: ['机器人', '手工焊机'] });
    expect(option.series).toEqual([{ type: 'bar', name: '程序数量', data: [12, 7] }]);
  });
  it('draws a pie of the first value column, with no axes', () => {
    const option = chartOption('pie', rows, 'model_name', ['programs'], { programs: '程序数量' });
    expect(option.xAxis).toBeUndefined();
    expect((option.series as { data: unknown }[])[0]?.data).toEqual([
      { name: 'WM-350', value: 12 },
      { name: 'WM-500', value: 7 },
    ]);
  });
});
