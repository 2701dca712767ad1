import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../../lib/http';
import { subErrorsOf } from './sub-errors';
import { gridRowBody } from './sub-fields';
import { newRow, type Field } from '@weld/core';

const refusal = (errors: Record<string, string>) =>
  new HttpError({ status: 400, code: 400, message: 'bad', result: { errors } } as never);

describe('sub table refusals and rows', () => {
  it('reads the server’s keys <sub>[<index>].<field> and <sub> of the given sub tables, main fields left out', () => {
    const errors = subErrorsOf(
      refusal({
        title: '必填',
        'ext_pass[2].speed': '不能大于30',
        ext_ok: '只能有一行',
        'other[0].x': '?',
        'ext_pass[4]': '行错误',
      }),
      ['ext_pass', 'ext_ok'],
    );
    expect(errors).toEqual([
      { table: 'ext_pass', index: 2, field: 'speed', message: '不能大于30' },
      { table: 'ext_ok', message: '只能有一行' },
      { table: 'ext_pass', index: 4, message: '行错误' },
    ]);
    expect(subErrorsOf(new Error('x'), ['ext_pass'])).toEqual([]);
  });

  it('sends a stored row with its id and a new row without one, empty cells as null', () => {
    const fields = [{ key: 'passNo' }, { key: 'speed' }] as Field[];
    expect(gridRowBody(fields, { id: 'p1', passNo: 1, speed: '', _x: 1 })).toEqual({
      id: 'p1',
      passNo: 1,
      speed: null,
    });
    const fresh = newRow([]);
    expect(gridRowBody(fields, { ...fresh, passNo: 2 })).toEqual({ passNo: 2, speed: null });
  });
});
