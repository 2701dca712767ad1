import { describe, expect, it } from 'vitest';
import { isSecretKey, logParams, MASK, MAX_PARAM_CHARS } from './log-params';

describe('logParams', () => {
  it('masks secrets at any depth and by any spelling, keeps the rest', () => {
    const text = logParams(
      { _t: '1700000000', id: 'u1' },
      {
        user: { new_password: 'x', smtpPassword: 'y', list: [{ token: 'z' }] },
        captcha: 'ab12',
        checkKey: 'k1',
        salt: '',
      },
    );
    expect(JSON.parse(text!)).toEqual({
      id: 'u1',
      body: {
        user: { new_password: MASK, smtpPassword: MASK, list: [{ token: MASK }] },
        captcha: MASK,
        checkKey: 'k1',
        salt: '',
      },
    });
    for (const key of [
      'password',
      'oldpassword',
      'newPassword',
      'confirmpassword',
      'token',
      'captcha',
      'smscode',
      'secretKey',
      'dbPassword',
    ])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['username', 'checkKey', 'passport', 'mobile'])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('cuts long values and long bodies, and answers null when there is nothing', () => {
    const long = logParams({}, { remark: 'a'.repeat(5000), rows: Array.from({ length: 80 }, (_, i) => i) });
    const parsed = JSON.parse(long!) as { body: { remark: string; rows: unknown[] } };
    expect(parsed.body.remark).toBe(`${'a'.repeat(500)}…(5000)`);
    expect(parsed.body.rows).toHaveLength(51);
    expect(parsed.body.rows[50]).toBe('…(80)');
    const huge = logParams(
      {},
      Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, 'v'.repeat(40)])),
    );
    expect(huge!.length).toBe(MAX_PARAM_CHARS);
    expect(huge!.endsWith('…')).toBe(true);
    expect(logParams({}, {})).toBeNull();
    expect(logParams({ _t: '1' }, undefined)).toBeNull();
  });
});
