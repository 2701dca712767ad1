import { describe, expect, it } from 'vitest';
import { detailColumns, ellipsize } from './widgets';

describe('widget constants', () => {
  it('gives a detail view 3 columns by default and never more than 4', () => {
    expect(detailColumns()).toBe(3);
    expect(detailColumns(2)).toBe(2);
    expect(detailColumns(4)).toBe(4);
    expect(detailColumns(6)).toBe(4);
    expect(detailColumns(0)).toBe(1);
  });

  it('cuts a picker text after 25 characters', () => {
    const names = '焊接电源一号,焊接电源二号,焊接电源三号,焊接电源四号,焊接电源五号';
    expect(ellipsize(names)).toBe(`${[...names].slice(0, 25).join('')}…`);
    expect(ellipsize('焊接电源一号')).toBe('焊接电源一号');
    expect(ellipsize('x'.repeat(25))).toBe('x'.repeat(25));
  });
});
