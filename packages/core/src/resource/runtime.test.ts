import { describe, expect, it } from 'vitest';
import { compileRuntimeResource, RUNTIME_RESOURCE_PATH } from './runtime';
import type { RuntimeResourceSpec } from './runtime';
import { fieldLabel, resourceTitle } from './labels';
import { rightOf } from './define';

const spec = (over: Partial<RuntimeResourceSpec> = {}): RuntimeResourceSpec => ({
  name: 'gasOrder',
  table: 'ext_gas_order',
  title: { zh_CN: '保护气订单', en_US: 'Gas orders' },
  fields: {
    orderNo: {
      kind: 'text',
      label: { zh_CN: '订单号' },
      required: true,
      unique: true,
      max: 32,
      search: 'like',
      sort: true,
    },
    litres: { kind: 'number', label: { zh_CN: '升数', en_US: 'Litres' }, integer: true, min: 0 },
    gas: { kind: 'dict', label: { zh_CN: '气体' }, dictCode: 'weld_gas', search: 'eq' },
    pin: { kind: 'password', label: { zh_CN: '提货密码' } },
  },
  ...over,
});
const problems = (s: RuntimeResourceSpec) => {
  const compiled = compileRuntimeResource(s);
  return 'problems' in compiled ? compiled.problems.map((p) => p.key.replace('runtime.', '')) : [];
};

describe('compileRuntimeResource', () => {
  it('serves a stored definition under the dispatch path and the online rights, with the builders code-defined fields use', () => {
    const def = compileRuntimeResource(spec());
    if ('problems' in def) throw new Error(JSON.stringify(def.problems));
    expect(def.path).toBe(`${RUNTIME_RESOURCE_PATH}/gasOrder`);
    expect(rightOf(def, 'add')).toBe('online:gasOrder:add');
    expect(def.fields.orderNo).toMatchObject({
      key: 'orderNo',
      column: 'order_no',
      required: true,
      unique: true,
      search: 'like',
      list: true,
    });
    expect(def.fields.gas).toMatchObject({ kind: 'dict', dictCode: 'weld_gas' });
    // a password is written only, whatever the admin ticked
    expect(def.fields.pin).toMatchObject({ list: false, search: false, sort: false, detail: false });
  });

  it('shows the audit columns the kit writes as read-only fields', () => {
    const def = compileRuntimeResource(
      spec({
        fields: {
          ...spec().fields,
          createTime: { kind: 'datetime', label: { zh_CN: '创建时间' }, sort: true, form: true },
        },
        defaultSort: { field: 'createTime', order: 'desc' },
      }),
    );
    if ('problems' in def) throw new Error(JSON.stringify(def.problems));
    expect(def.fields.createTime).toMatchObject({
      column: 'create_time',
      form: false,
      sort: true,
      list: true,
    });
  });

  it('names fields and the resource by their own labels, in the language asked for or else in Chinese', () => {
    const def = compileRuntimeResource(spec());
    if ('problems' in def) throw new Error('refused');
    expect(fieldLabel(def, def.fields.litres, 'en_US')).toBe('Litres');
    expect(fieldLabel(def, def.fields.orderNo, 'ru_RU')).toBe('订单号');
    expect(resourceTitle(def, 'en_US')).toBe('Gas orders');
  });

  it('refuses product tables, reserved words, unknown kinds and presets, and columns the kit keeps', () => {
    expect(problems(spec({ table: 'sys_user' }))).toEqual(['productTable']);
    expect(problems(spec({ table: 'weld_model' }))).toEqual(['productTable']);
    expect(problems(spec({ table: 'order' }))).toEqual(['reservedWord']);
    expect(problems(spec({ table: 'Ext-Gas;drop' }))).toEqual(['badIdentifier']);
    expect(problems(spec({ name: 'gas order' }))).toEqual(['badName']);
    expect(problems(spec({ fields: { x: { kind: 'weldModel' as 'text', label: { zh_CN: 'x' } } } }))).toEqual(
      ['badKind'],
    );
    expect(
      problems(spec({ fields: { x: { kind: 'text', label: { zh_CN: 'x' }, pattern: 'nope' as 'e' } } })),
    ).toEqual(['badPattern']);
    expect(
      problems(spec({ fields: { x: { kind: 'text', label: { zh_CN: 'x' }, column: 'del_flag' } } })),
    ).toEqual(['columnTaken']);
    expect(
      problems(
        spec({
          fields: {
            x: { kind: 'text', label: { zh_CN: 'x' } },
            y: { kind: 'text', label: { zh_CN: 'y' }, column: 'x' },
          },
        }),
      ),
    ).toEqual(['columnTaken']);
    expect(problems(spec({ fields: { x: { kind: 'text', label: {} } } }))).toEqual(['badLabel']);
    expect(
      problems(spec({ fields: { x: { kind: 'dict', label: { zh_CN: 'x' }, dictCode: "a' or 1=1" } } })),
    ).toEqual(['badDict']);
    expect(problems(spec({ fields: {} }))).toEqual(['noFields']);
    expect(problems(spec({ defaultSort: { field: 'litres', order: 'asc' } }))).toEqual(['badSort']);
  });
});
