import { describe, expect, it } from 'vitest';
import { compileRuntimeResource } from '../resource/runtime';
import { translate } from '../locales';
import type { CgformDesign, CgformField } from './design';
import { designProblems } from './validate-design';
import { designField, newHead, standardFields } from './standard-fields';
import { runtimeSpecOf } from './runtime-spec';
import { parseLinkDown } from './link-down';

const level = (name: string, txt: string, order: number, extra: Partial<CgformField> = {}) =>
  designField(name, txt, 'string', order, { dbLength: 32, ...extra });
const top = (setting: string, extra: Partial<CgformField> = {}) =>
  level('line', '产品线', 6, { fieldShowType: 'link_down', dictTable: setting, ...extra });

function design(fields: CgformField[]): CgformDesign {
  return {
    head: newHead('ext_product_pick', '产品选型'),
    fields: [...standardFields(), ...fields],
    indexs: [],
  };
}
const problems = (fields: CgformField[]) =>
  designProblems(design(fields)).map((p) => `${p.path} ${p.key} ${JSON.stringify(p.params)}`);

describe('linked selects (link_down) in a design', () => {
  it('reads the original platform’s setting, without SQL, from the category tree only', () => {
    expect(parseLinkDown('{"linkField":"series, model","pcode":"A02"}')).toEqual({
      pcode: 'A02',
      linkFields: ['series', 'model'],
    });
    expect(parseLinkDown('{"table":"sys_category","txt":"name","key":"id","linkField":"series"}')).toEqual({
      pcode: '',
      linkFields: ['series'],
    });
    for (const bad of [
      '',
      'series,model',
      '{"linkField":""}',
      '{"linkField":"series","table":"sys_user"}',
      '{"linkField":"series","condition":"pid = \'1\'"}',
      '{"linkField":"series","pcode":"A02; drop"}',
      '["series"]',
    ])
      expect(parseLinkDown(bad), bad).toBeNull();
  });

  it('accepts a chain of three levels and serves each as a category field naming its neighbours', () => {
    const fields = [
      top('{"linkField":"series,model","pcode":"A02"}'),
      level('series', '系列', 7),
      level('model', '型号', 8),
    ];
    expect(problems(fields)).toEqual([]);
    const spec = runtimeSpecOf(design(fields));
    expect(spec.fields.line).toMatchObject({
      kind: 'category',
      cascade: { pcode: 'A02', below: ['series', 'model'] },
    });
    expect(spec.fields.series).toMatchObject({
      kind: 'category',
      cascade: { parent: 'line', below: ['model'] },
    });
    expect(spec.fields.model).toMatchObject({ kind: 'category', cascade: { parent: 'series', below: [] } });
    const compiled = compileRuntimeResource(spec);
    if ('problems' in compiled) throw new Error(JSON.stringify(compiled.problems));
    // the list shows the category's name, not its id
    expect(compiled.fields.model.lookup).toEqual({ table: 'sys_category', key: 'id', text: 'name' });
    expect(compiled.fields.series.cascade).toEqual({ pcode: 'A02', parent: 'line', below: ['model'] });
  });

  it('serves a top level whose lower levels a copy view left out as a plain category picker', () => {
    const copy = design([top('{"linkField":"series"}')]);
    const spec = runtimeSpecOf(copy);
    expect(spec.fields.line).toMatchObject({ kind: 'category' });
    expect(spec.fields.line.cascade).toBeUndefined();
    expect('problems' in compileRuntimeResource(spec)).toBe(false);
  });

  it('refuses a served cascade whose levels do not name each other', () => {
    const spec = runtimeSpecOf(design([top('{"linkField":"series"}'), level('series', '系列', 7)]));
    const broken = {
      ...spec,
      fields: {
        ...spec.fields,
        series: { ...spec.fields.series, cascade: { pcode: '', parent: 'brand', below: [] } },
      },
    };
    const compiled = compileRuntimeResource(broken);
    expect('problems' in compiled && compiled.problems).toEqual([
      { key: 'runtime.badCascade', params: { name: 'series' } },
    ]);
  });

  it('refuses a setting it cannot read, with the expected form in the message', () => {
    const found = designProblems(design([top('pid = 0')]));
    expect(found.map((p) => `${p.path} ${p.key}`)).toEqual(['fields.6.dictTable cgform.linkDown.setting']);
    expect(translate('en_US', `server.${found[0].key}`, found[0].params)).toContain(
      '{"linkField":"city,area"',
    );
    expect(translate('ru_RU', `server.${found[0].key}`, found[0].params)).toContain('line');
    expect(translate('zh_CN', `server.${found[0].key}`, found[0].params)).toContain('联动组件');
  });

  it('refuses a linked field that is not a field of the design, or the key', () => {
    expect(problems([top('{"linkField":"series,colour"}'), level('series', '系列', 7)])).toEqual([
      'fields.6.dictTable cgform.linkDown.missing {"name":"line","link":"colour"}',
    ]);
    expect(problems([top('{"linkField":"id"}')])).toEqual([
      'fields.6.dictTable cgform.linkDown.missing {"name":"line","link":"id"}',
    ]);
  });

  it('refuses cycles: a field linking itself, or two linked selects linking each other', () => {
    expect(problems([top('{"linkField":"line"}')])).toEqual([
      'fields.6.dictTable cgform.linkDown.cycle {"name":"line","link":"line"}',
    ]);
    const back = level('series', '系列', 7, {
      fieldShowType: 'link_down',
      dictTable: '{"linkField":"line"}',
    });
    expect(problems([top('{"linkField":"series"}'), back])).toEqual([
      'fields.6.dictTable cgform.linkDown.cycle {"name":"line","link":"series"}',
      'fields.7.dictTable cgform.linkDown.cycle {"name":"series","link":"line"}',
    ]);
    const msg = translate('en_US', 'server.cgform.linkDown.cycle', { name: 'line', link: 'series' });
    expect(msg).toBe('Linked field series of field line links back to line: the links form a cycle');
  });

  it('refuses a field that is a level of two chains, or starts a chain of its own below another', () => {
    const other = level('brand', '品牌', 9, {
      fieldShowType: 'link_down',
      dictTable: '{"linkField":"series"}',
    });
    expect(problems([top('{"linkField":"series"}'), level('series', '系列', 7), other])).toEqual([
      'fields.8.dictTable cgform.linkDown.twice {"name":"brand","link":"series","other":"line"}',
    ]);
    const nested = level('series', '系列', 7, {
      fieldShowType: 'link_down',
      dictTable: '{"linkField":"model"}',
    });
    expect(problems([top('{"linkField":"series"}'), nested, level('model', '型号', 8)])).toEqual([
      'fields.6.dictTable cgform.linkDown.nested {"name":"line","link":"series"}',
    ]);
  });

  it('refuses a level whose column cannot hold a category id', () => {
    expect(
      problems([
        top('{"linkField":"series"}', { dbLength: 10 }),
        level('series', '系列', 7, { dbType: 'int', dbLength: 10 }),
      ]),
    ).toEqual([
      'fields.7.dbLength cgform.linkDown.column {"name":"series","min":32}',
      'fields.6.dbLength cgform.linkDown.column {"name":"line","min":32}',
    ]);
  });
});
