import { describe, expect, it } from 'vitest';
import { infinitePath, nulPath } from './value-guard';

describe('value guards', () => {
  it('pass clean values of every shape', () => {
    const query = Object.assign(Object.create(null) as object, { pageNo: '1', name: 'a' });
    for (const value of [undefined, null, 'text', 3, query, { a: [1, { b: 'c' }] }, [[['x']]]]) {
      expect(nulPath(value)).toBeNull();
      expect(infinitePath(value)).toBeNull();
    }
  });

  it('name the path of a NUL in a value or a key, however deep', () => {
    expect(nulPath('a\0')).toBe('');
    expect(nulPath({ name: 'a\0' })).toBe('name');
    expect(nulPath({ user: { tags: ['ok', 'b\0'] } })).toBe('user.tags.1');
    expect(nulPath({ user: { ['k\0']: 1 } })).toBe('user');
    expect(nulPath([{}, { deep: [[{ x: '\0' }]] }])).toBe('1.deep.0.0.x');
  });

  it('name the path of a number that is not finite', () => {
    expect(infinitePath({ pageNo: Infinity })).toBe('pageNo');
    expect(infinitePath({ rows: [{ n: 1 }, { n: NaN }] })).toBe('rows.1.n');
  });

  it('end on a cycle and on deep nesting', () => {
    const cyclic: Record<string, unknown> = { a: 'x' };
    cyclic.self = cyclic;
    cyclic.list = [cyclic];
    expect(nulPath(cyclic)).toBeNull();
    let deep: unknown = 'end\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});
