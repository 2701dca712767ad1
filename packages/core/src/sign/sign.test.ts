import { describe, expect, it } from 'vitest';
import { signParams } from './sign';

describe('request signing', () => {
  it('hashes the same parameters in any order to the same uppercase MD5', () => {
    const a = signParams({ b: 2, a: 'x', _t: 1 }, 's');
    expect(a).toMatch(/^[0-9A-F]{32}$/);
    expect(signParams({ a: 'x', b: '2' }, 's')).toBe(a);
    expect(signParams({ a: 'y', b: '2' }, 's')).not.toBe(a);
  });
});
