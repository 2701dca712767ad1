import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineResource, readableFields, rightOf } from './define';
import { fieldLabelKey } from './labels';
import type { InputOf, RecordOf } from './define';
import { datetime, dict, number, password, text } from './fields';

const machine = defineResource({
  name: 'machine',
  area: 'weld',
  path: '/weld/machine',
  table: 'weld_machine',
  permission: 'weld:machine',
  fields: {
    modelCode: text({ search: 'eq', sort: true }),
    ratedCurrent: number({ column: 'current_a', search: 'range' }),
    status: dict('machine_status'),
    token: password({ search: 'like', sort: true }),
    createTime: datetime({ sort: true }),
  },
});

describe('defineResource', () => {
  it('derives snake_case columns unless one is given', () => {
    expect(machine.fields.modelCode.column).toBe('model_code');
    expect(machine.fields.ratedCurrent.column).toBe('current_a');
    expect(machine.fields.createTime.key).toBe('createTime');
  });
  it('never lets a secret be listed, searched or sorted', () => {
    expect(machine.fields.token).toMatchObject({
      search: false,
      sort: false,
      list: false,
      detail: false,
      form: true,
    });
    expect(readableFields(machine).map((f) => f.key)).not.toContain('token');
  });
  it('names labels and rights by convention', () => {
    expect(fieldLabelKey(machine, 'status')).toBe('resources.machine.fields.status');
    expect(rightOf(machine, 'delete')).toBe('weld:machine:delete');
  });
  it('refuses a default sort on a field that cannot be sorted', () => {
    expect(() =>
      defineResource({
        name: 'x',
        area: 'a',
        path: '/x',
        table: 'x',
        permission: 'x',
        fields: { a: text() },
        defaultSort: { field: 'a', order: 'asc' },
      }),
    ).toThrow(/not sortable/);
  });
  it('infers the record type from the fields, secrets left out', () => {
    type Machine = RecordOf<typeof machine>;
    expectTypeOf<Machine['ratedCurrent']>().toEqualTypeOf<number | null>();
    expectTypeOf<Machine['modelCode']>().toEqualTypeOf<string | null>();
    expectTypeOf<Machine>().not.toHaveProperty('token');
    expectTypeOf<InputOf<typeof machine>>().toHaveProperty('token');
  });
});
