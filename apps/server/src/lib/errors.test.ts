import { describe, expect, it } from 'vitest';
import { AppError, fieldError } from './errors';

describe('fieldError: one field refused, as the form marks it', () => {
  it('puts the localised message on the field and makes it the answer', () => {
    const err = fieldError('en_US', 'endDate', 'sysTenant.endBeforeBegin');
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(400);
    expect(err.key).toBe('sysTenant.endBeforeBegin');
    expect(err.result).toEqual({ errors: { endDate: 'must not be earlier than the start time' } });
  });

  it('words the answer as the kit does, "<label>：<message>", when given the label', () => {
    const err = fieldError('zh_CN', 'password', 'kit.validation.required', { field: '密码' }, { label: '密码' });
    expect(err.key).toBe('kit.invalid');
    expect(err.params).toEqual({ details: '密码：不能为空' });
    expect(err.result).toEqual({ errors: { password: '不能为空' } });
  });

  it('keeps a status other than 400 when told', () => {
    const err = fieldError('en_US', 'machines', 'weldManualUser.serialTaken', { serial: 'X1', model: 'NB-500', user: 'dan' }, { status: 409 });
    expect(err.status).toBe(409);
    expect(err.result).toEqual({ errors: { machines: 'Serial number X1 of model “NB-500” is already bound to user “dan”' } });
  });
});
