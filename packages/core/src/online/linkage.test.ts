import { describe, expect, it } from 'vitest';
import { linkageEffects } from './linkage';
import type { LinkageRule } from './enhance';

const rules: LinkageRule[] = [
  { field: 'kind', values: ['2'], target: 'reason', effect: 'show' },
  { field: 'kind', values: ['2', '3'], target: 'reason', effect: 'required' },
  { field: 'kind', values: ['3'], target: 'amount', effect: 'readonly' },
  { field: 'kind', values: ['3'], target: 'grade', effect: 'options', options: ['a', 'b'] },
  { field: 'tags', values: ['x'], target: 'grade', effect: 'options', options: ['b', 'c'] },
];

describe('linkageEffects', () => {
  it('shows a field only while its condition holds, and a hidden field is not required', () => {
    expect(linkageEffects(rules, { kind: 2 }).hidden.has('reason')).toBe(false);
    expect(linkageEffects(rules, { kind: 2 }).required.has('reason')).toBe(true);
    const three = linkageEffects(rules, { kind: '3' });
    expect(three.hidden.has('reason')).toBe(true);
    expect(three.required.has('reason')).toBe(false);
    expect(three.readonly.has('amount')).toBe(true);
    expect(linkageEffects(rules, {}).hidden.has('reason')).toBe(true);
  });

  it('matches any item of a multi-value and keeps the choices every matching rule allows', () => {
    expect(linkageEffects(rules, { kind: '3', tags: 'y,x' }).options.get('grade')).toEqual(['b']);
    expect(linkageEffects(rules, { kind: '3', tags: ['y'] }).options.get('grade')).toEqual(['a', 'b']);
    expect(linkageEffects(rules, { kind: '1' }).options.size).toBe(0);
  });
});
