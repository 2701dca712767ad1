import { describe, expect, it } from 'vitest';
import { translate } from '../locales';
import type { CgformDesign, CgformField } from './design';
import { designField, newHead, standardFields } from './standard-fields';
import { foreignKeyOf, relationProblems, subTableNames, subTotalsOf } from './sub-tables';

const fk = (overrides: Partial<CgformField> = {}) =>
  designField('order_id', '订单', 'string', 6, {
    dbLength: 36,
    mainTable: 'ext_order',
    mainField: 'id',
    ...overrides,
  });

function main(subs = 'ext_order_line'): CgformDesign {
  return {
    head: { ...newHead('ext_order', '订单'), tableType: 2, subTableStr: subs },
    fields: standardFields(),
    indexs: [],
  };
}

function sub(
  name = 'ext_order_line',
  link: CgformField[] = [fk()],
  relationType: number | null = 0,
): CgformDesign {
  return {
    head: { ...newHead(name, '明细'), tableType: 3, relationType },
    fields: [...standardFields(), ...link],
    indexs: [],
  };
}

const keys = (design: CgformDesign, others: CgformDesign[]) =>
  relationProblems(design, others).map((p) => `${p.path} ${p.key}`);

describe('main and sub designs', () => {
  it('accepts a main whose subs name it, and a sub saved before its main', () => {
    expect(keys(main('ext_order_line, ext_order_note'), [sub(), sub('ext_order_note', [fk()], 1)])).toEqual(
      [],
    );
    expect(keys(sub(), [])).toEqual([]);
    expect(keys(sub(), [main()])).toEqual([]);
    expect(subTableNames({ subTableStr: ' a, b ,,' })).toEqual(['a', 'b']);
    expect(foreignKeyOf(sub())?.dbFieldName).toBe('order_id');
  });

  it('refuses a missing sub, a sub of the wrong type and a sub that names another main', () => {
    expect(keys(main(), [])).toEqual(['head.subTableStr cgform.subMissing']);
    const single = { ...sub(), head: { ...sub().head, tableType: 1 as const } };
    expect(keys(main(), [{ ...single, fields: standardFields() }])).toEqual([
      'head.subTableStr cgform.subWrongType',
    ]);
    expect(keys(main(), [sub('ext_order_line', [fk({ mainTable: 'ext_other' })])])).toEqual([
      'head.subTableStr cgform.subNotLinked',
    ]);
    expect(keys(main('ext_order_line,ext_order_line'), [sub()])).toEqual([
      'head.subTableStr cgform.subDuplicate',
    ]);
    expect(keys({ ...main(), head: { ...main().head, tableType: 1 } }, [sub()])).toEqual([
      'head.subTableStr cgform.subNotMain',
    ]);
  });

  it('refuses a foreign key naming a missing main field, of another type, or a sub without one key', () => {
    const badField = sub('ext_order_line', [fk({ mainField: 'nope' })]);
    expect(keys(main(), [badField])).toEqual(['head.subTableStr cgform.subMainFieldMissing']);
    expect(keys(badField, [main()])).toEqual(['fields.6.mainField cgform.subMainFieldMissing']);
    expect(keys(sub('ext_order_line', [fk({ dbLength: 20 })]), [main()])).toEqual([
      'fields.6.dbType cgform.subForeignKeyType',
    ]);
    expect(keys(sub('ext_order_line', []), [])).toEqual(['fields cgform.subForeignKeyCount']);
    expect(keys(sub('ext_order_line', [fk(), fk({ dbFieldName: 'other_id' })]), [])).toEqual([
      'fields cgform.subForeignKeyCount',
    ]);
    expect(keys(sub('ext_order_line', [fk({ mainField: '' })], null), [])).toEqual([
      'head.relationType cgform.subRelation',
      'fields.6.mainField cgform.subMainFieldRequired',
    ]);
    expect(keys({ ...main(''), fields: [...standardFields(), fk()] }, [])).toEqual([
      'fields.6.mainTable cgform.subLinkNotSub',
    ]);
    expect(keys(sub(), [{ ...main(), head: { ...main().head, tableType: 1 } }])).toEqual([
      'fields.6.mainTable cgform.subMainNotMain',
    ]);
  });

  it('has every message in every language', () => {
    const problems = [
      ...relationProblems(main('a,a,ext_order_line'), [sub('ext_order_line', [fk({ mainField: 'x' })])]),
      ...relationProblems(sub('s', [], null), []),
    ];
    for (const lang of ['zh_CN', 'en_US', 'ru_RU'] as const)
      for (const p of problems) expect(translate(lang, `server.${p.key}`, p.params)).not.toContain('server.');
  });
});

describe('subTotalsOf', () => {
  it('answers the statistics rows the design marks on numeric fields, by served key', () => {
    const design: CgformDesign = {
      head: newHead('ext_pass', '焊道'),
      fields: [
        designField('current_a', '电流', 'int', 6, { fieldExtendJson: '{"statistics":["sum","average"]}' }),
        designField('speed', '速度', 'double', 7, {
          fieldExtendJson: '{"min":5,"statistics":["average","max"]}',
        }),
        // no numbers, unreadable settings and no marks give no row
        designField('note', '备注', 'string', 8, { fieldExtendJson: '{"statistics":["sum"]}' }),
        designField('voltage', '电压', 'double', 9, { fieldExtendJson: '{statistics' }),
        designField('pass_no', '焊道号', 'int', 10),
      ],
      indexs: [],
    };
    expect(subTotalsOf(design)).toEqual({ currentA: ['sum', 'average'], speed: ['average'] });
  });
});
