import { describe, expect, it } from 'vitest';
import { user } from '@weld/core';
import { fieldsError } from '../kit/write';
import { AppError, fieldError } from './errors';

describe('fieldError: one field refused, as the form marks it', () => {
  it('puts the localised message on the field and makes it the answer', () => {
    const err = fieldError('en_US', 'endDate', 'sysTenant.endBeforeBegin');
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(400);
    expect(err.key).toBe('sysTenant.endBeforeBegin');
    expect(err.result).toEqual({ errors: { endDate: 'must not be earlier than the start time' } });
  });

  it('keeps a status other than 400 when told', () => {
    const err = fieldError(
      'en_US',
      'machines',
      'weldManualUser.serialTaken',
      { serial: 'X1', model: 'NB-500', user: 'dan' },
      409,
    );
    expect(err.status).toBe(409);
    expect(err.result).toEqual({
      errors: { machines: 'Serial number X1 of model “NB-500” is already bound to user “dan”' },
    });
  });
});

describe('fieldsError: fields refused as the kit words it', () => {
  it('words the answer "<label>：<message>" and marks the field', () => {
    const err = fieldsError(user, { password: '不能为空' }, 'zh_CN');
    expect(err.key).toBe('kit.invalid');
    expect(err.params).toEqual({ details: '密码：不能为空' });
    expect(err.result).toEqual({ errors: { password: '不能为空' } });
  });
});
