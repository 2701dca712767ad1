import { describe, expect, it } from 'vitest';
import { mergeLocaleParts } from './merge';

describe('mergeLocaleParts', () => {
  it('joins groups of several parts', () => {
    expect(
      mergeLocaleParts({ server: { menu: { a: 'A' } } }, { server: { menu: { b: 'B' }, user: { x: 'X' } } }),
    ).toEqual({
      server: { menu: { a: 'A', b: 'B' }, user: { x: 'X' } },
    });
  });

  it('refuses a key given twice', () => {
    expect(() => mergeLocaleParts({ web: { a: 'A' } }, { web: { a: 'B' } })).toThrow('web.a');
  });
});
