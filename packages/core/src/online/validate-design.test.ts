import { describe, expect, it } from 'vitest';
import { compileRuntimeResource } from '../resource/runtime';
import { translate } from '../locales';
import type { CgformDesign, CgformField } from './design';
import { designProblems } from './validate-design';
import { designField, standardFields } from './standard-fields';
import { reservingDialects } from './reserved-words';
import { isProductTable } from './names';
import { runtimeSpecOf } from './runtime-spec';

const head = {
  tableName: 'ext_gas_order',
  tableTxt: '保护气订单',
  tableType: 1,
  isCheckbox: 'Y',
  isPage: 'Y',
  isTree: 'N',
  queryMode: 'single',
  formTemplate: '1',
  themeTemplate: 'normal',
} as const;

function design(extra: CgformField[] = [], overrides: Partial<CgformDesign> = {}): CgformDesign {
  return { head: { ...head }, fields: [...standardFields(), ...extra], indexs: [], ...overrides };
}
const keys = (d: CgformDesign) => designProblems(d).map((p) => `${p.path} ${p.key}`);

describe('online form designs', () => {
  it('accepts a new design of the standard columns and a few of its own', () => {
    const own = [
      designField('order_no', '订单号', 'string', 6, { dbLength: 32, fieldValidType: 'only' }),
      designField('litres', '升数', 'int', 7, { dbDefaultVal: '0' }),
      designField('price', '单价', 'BigDecimal', 8, {
        dbLength: 10,
        dbPointLength: 2,
        dbDefaultVal: '12.50',
      }),
      designField('due', '交货日期', 'Date', 9, { fieldShowType: 'date', dbDefaultVal: '2026-01-31' }),
      designField('remark', '说明', 'Text', 10, { fieldShowType: 'textarea', fieldValidType: '^[^<>]*$' }),
    ];
    expect(designProblems(design(own, { indexs: [] }))).toEqual([]);
    expect(standardFields().map((f) => f.dbFieldName)).toEqual([
      'id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      'sys_org_code',
    ]);
  });

  it('refuses reserved words of any dialect, naming the dialects', () => {
    expect(reservingDialects('order')).toEqual(['SQLite', 'PostgreSQL', 'MySQL', 'MariaDB']);
    expect(reservingDialects('user')).toEqual(['PostgreSQL']);
    expect(reservingDialects('rank')).toEqual(['MySQL']);
    expect(reservingDialects('status')).toEqual([]);
    const [problem] = designProblems(design([designField('key', '键', 'string', 6)]));
    expect(problem).toMatchObject({ path: 'fields.6.dbFieldName', key: 'cgform.reservedName' });
    expect(translate('en_US', `server.${problem.key}`, problem.params)).toBe(
      'key is a reserved word of the database (SQLite, MySQL, MariaDB): it cannot name a table, column or index',
    );
    expect(keys({ ...design(), head: { ...head, tableName: 'select' } })).toEqual([
      'head.tableName cgform.reservedName',
    ]);
  });

  it('refuses bad identifiers and product tables', () => {
    for (const name of ['sys_user', 'oss_file', 'onl_cgform_head', 'weld_anything', 'qrtz_x', 'cgform'])
      expect(isProductTable(name), name).toBe(true);
    expect(isProductTable('ext_gas_order')).toBe(false);
    for (const [name, key] of [
      ['Gas', 'cgform.bad.tableName'],
      ['1gas', 'cgform.bad.tableName'],
      ['gas-order', 'cgform.bad.tableName'],
      ['a'.repeat(64), 'cgform.bad.tableName'],
      ['oss_file', 'cgform.productTable'],
    ])
      expect(keys({ ...design(), head: { ...head, tableName: name } }), name).toEqual([
        `head.tableName ${key}`,
      ]);
    expect(keys(design([designField('Bad Name', '坏', 'string', 6)]))).toEqual([
      'fields.6.dbFieldName cgform.bad.columnName',
    ]);
  });

  it('checks lengths, decimals and defaults against the type', () => {
    expect(
      keys(
        design([
          designField('a', 'a', 'string', 6, { dbLength: 0 }),
          designField('b', 'b', 'BigDecimal', 7, { dbLength: 5, dbPointLength: 6 }),
          designField('c', 'c', 'int', 8, { dbDefaultVal: 'abc' }),
          designField('d', 'd', 'string', 9, { dbLength: 3, dbDefaultVal: 'abcd' }),
          designField('e', 'e', 'Date', 10, { dbDefaultVal: '2026-13-01' }),
          designField('f', 'f', 'Text', 11, { dbDefaultVal: 'x' }),
          designField('g', 'g', 'BigDecimal', 12, { dbLength: 5, dbPointLength: 2, dbDefaultVal: '1234.5' }),
        ]),
      ),
    ).toEqual([
      'fields.6.dbLength cgform.badLength',
      'fields.7.dbPointLength cgform.badScale',
      'fields.8.dbDefaultVal cgform.badDefault',
      'fields.9.dbDefaultVal cgform.badDefault',
      'fields.10.dbDefaultVal cgform.badDefault',
      'fields.11.dbDefaultVal cgform.noDefault',
      'fields.12.dbDefaultVal cgform.badDefault',
    ]);
  });

  it('wants one key named id, distinct columns, known controls and checks', () => {
    const [id, ...rest] = standardFields();
    expect(keys({ ...design(), fields: rest })).toEqual(['fields cgform.keyCount']);
    expect(keys({ ...design(), fields: [{ ...id, dbLength: 10 }, ...rest] })).toEqual([
      'fields.0.dbType cgform.keyType',
    ]);
    expect(
      keys(
        design([
          designField('create_by', 'x', 'string', 6),
          designField('a_1', 'x', 'string', 7),
          designField('a1', 'x', 'string', 8),
          designField('n', 'x', 'int', 9, { fieldShowType: 'date' }),
          designField('s', 'x', 'string', 10, { fieldShowType: 'slider' }),
          designField('r', 'x', 'string', 11, { fieldValidType: '([a-z' }),
          designField('pin', 'x', 'string', 12, { fieldShowType: 'password', dbLength: 32 }),
        ]),
      ),
    ).toEqual([
      'fields.9.fieldShowType cgform.controlType',
      'fields.10.fieldShowType cgform.badControl',
      'fields.11.fieldValidType cgform.badValidType',
      'fields.12.dbLength cgform.passwordLength',
      'fields.6.dbFieldName cgform.duplicateColumn',
      'fields.8.dbFieldName cgform.columnKeyClash',
    ]);
  });

  it('checks index names and columns, tree fields and the MySQL row size', () => {
    const indexs = [
      { indexName: 'idx_a', indexField: 'create_by,nope', indexType: 'normal' as const },
      { indexName: 'idx_a', indexField: 'remark', indexType: 'unique' as const },
    ];
    expect(keys(design([designField('remark', 'r', 'Text', 6)], { indexs }))).toEqual([
      'indexs.0.indexField cgform.indexColumnMissing',
      'indexs.1.indexName cgform.duplicateIndex',
      'indexs.1.indexField cgform.indexColumnType',
    ]);
    const tree = { ...design(), head: { ...head, isTree: 'Y' as const, treeParentIdField: 'pid' } };
    expect(keys(tree)).toEqual([
      'head.treeParentIdField cgform.treeFieldMissing',
      'head.treeIdField cgform.treeFieldRequired',
    ]);
    const wide = Array.from({ length: 5 }, (_, i) =>
      designField(`w${i}`, 'w', 'string', 6 + i, { dbLength: 4000 }),
    );
    expect(keys(design(wide))).toEqual(['fields cgform.rowTooLarge']);
  });

  it('maps a design onto a runtime resource the kit can serve', () => {
    const d = design(
      [
        designField('order_no', '订单号', 'string', 6, { fieldMustInput: 1, isQuery: 1, sortFlag: 1 }),
        designField('litres', '升数', 'int', 7, { isQuery: 1, queryMode: 'group' }),
        designField('rank', '等级', 'string', 8, { fieldShowType: 'radio', dictField: 'position_rank' }),
        designField('photo', '照片', 'string', 9, { dbLength: 500, fieldShowType: 'image' }),
        designField('data', '原始数据', 'Blob', 10),
        designField('price', '单价', 'BigDecimal', 11, { dbLength: 10, dbPointLength: 2 }),
        designField('ratio', '比例', 'BigDecimal', 12, { dbLength: 10, dbPointLength: 4 }),
      ],
      { indexs: [{ indexName: 'uk_order_no', indexField: 'order_no', indexType: 'unique' }] },
    );
    const spec = runtimeSpecOf(d);
    expect(spec.name).toBe('ext_gas_order');
    expect(Object.keys(spec.fields)).toEqual([
      'createBy',
      'createTime',
      'updateBy',
      'updateTime',
      'sysOrgCode',
      'orderNo',
      'litres',
      'rank',
      'photo',
      'price',
      'ratio',
    ]);
    expect(spec.fields.price).toMatchObject({ kind: 'money' });
    expect(spec.fields.ratio).toMatchObject({ kind: 'number' });
    expect(spec.fields.orderNo).toMatchObject({
      kind: 'text',
      required: true,
      unique: true,
      search: 'like',
      max: 32,
    });
    expect(spec.fields.litres).toMatchObject({ kind: 'number', integer: true, search: 'range' });
    expect(spec.fields.rank).toMatchObject({ kind: 'dict', dictCode: 'position_rank', look: 'radio' });
    expect(spec.defaultSort).toEqual({ field: 'createTime', order: 'desc' });
    const compiled = compileRuntimeResource(spec);
    expect('problems' in compiled ? compiled.problems : []).toEqual([]);
  });

  it("serves a tree form's parent field as written by every add, even when the form does not show it", () => {
    const base = design([
      designField('name', '名称', 'string', 6),
      designField('pid', '父节点', 'string', 7, { isShowForm: 0, isShowList: 0 }),
      designField('has_child', '有子节点', 'string', 8, { dbLength: 3, isShowForm: 0 }),
    ]);
    const tree = {
      ...base,
      head: { ...base.head, isTree: 'Y' as const, treeParentIdField: 'pid', treeIdField: 'has_child' },
    };
    expect(runtimeSpecOf(tree).fields.pid).toMatchObject({ form: true, list: false });
    // the has-child flag stays the server's own
    expect(runtimeSpecOf(tree).fields.hasChild).toMatchObject({ form: false });
    expect(runtimeSpecOf(base).fields.pid).toMatchObject({ form: false });
  });

  it('serves a popup control as a text filled from its report, writing only into fields of the form', () => {
    const popup = {
      fieldShowType: 'popup',
      dictTable: 'sys_user',
      dictField: 'realname,phone',
      dictText: 'welder,welder_tel',
    };
    const d = design([
      designField('welder', '焊工', 'string', 6, { ...popup, fieldExtendJson: '{"popupMulti":true}' }),
      designField('welder_tel', '焊工电话', 'string', 7),
    ]);
    expect(keys(d)).toEqual([]);
    const spec = runtimeSpecOf(d);
    expect(spec.fields.welder).toEqual(
      expect.objectContaining({
        kind: 'text',
        popup: {
          code: 'sys_user',
          orgFields: 'realname,phone',
          destFields: 'welder,welderTel',
          multiple: true,
        },
      }),
    );
    const def = compileRuntimeResource(spec);
    if ('problems' in def) throw new Error(JSON.stringify(def.problems));
    expect(def.fields.welder.popup?.destFields).toBe('welder,welderTel');
    // a target that is no field of the form, or unequal lists, is refused
    const stray = runtimeSpecOf(
      design([designField('welder', '焊工', 'string', 6, { ...popup, dictText: 'welder,nobody' })]),
    );
    const refused = compileRuntimeResource(stray);
    expect('problems' in refused ? refused.problems.map((p) => p.key) : []).toEqual(['runtime.badPopup']);
    const uneven = runtimeSpecOf(
      design([designField('welder', '焊工', 'string', 6, { ...popup, dictText: 'welder' })]),
    );
    const refusedToo = compileRuntimeResource(uneven);
    expect('problems' in refusedToo ? refusedToo.problems.map((p) => p.key) : []).toEqual([
      'runtime.badPopup',
    ]);
  });

  it('serves a table dictionary as a dictionary of its rows with texts from the table, and wants all three names', () => {
    const users = { dictTable: 'sys_user', dictText: 'realname', dictField: 'username' };
    const d = design([
      designField('owner', '负责人', 'string', 6, { fieldShowType: 'radio', ...users }),
      designField('helpers', '协助人', 'string', 7, { fieldShowType: 'checkbox', ...users }),
    ]);
    expect(keys(d)).toEqual([]);
    const spec = runtimeSpecOf(d);
    expect(spec.fields.owner).toMatchObject({
      kind: 'dict',
      look: 'radio',
      tableDict: { table: 'sys_user', text: 'realname', code: 'username' },
    });
    const def = compileRuntimeResource(spec);
    if ('problems' in def) throw new Error(JSON.stringify(def.problems));
    expect(def.fields.helpers).toMatchObject({
      kind: 'multiDict',
      dictCode: 'sys_user,realname,username',
      lookup: { table: 'sys_user', key: 'username', text: 'realname' },
    });
    const missing = design([designField('owner', '负责人', 'string', 6, { ...users, dictText: '' })]);
    expect(keys(missing)).toEqual([`fields.${missing.fields.length - 1}.dictText cgform.tableDictParts`]);
    const secret = runtimeSpecOf(
      design([
        designField('owner', '负责人', 'string', 6, {
          fieldShowType: 'list',
          ...users,
          dictText: 'password',
        }),
      ]),
    );
    const refused = compileRuntimeResource(secret);
    expect('problems' in refused && refused.problems.map((p) => p.key)).toEqual(['runtime.badTableDict']);
  });
});
