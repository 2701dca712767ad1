import { describe, expect, it } from 'vitest';
import { parseValues, placeholdersOf, renderTemplate } from './render-template';

describe('renderTemplate', () => {
  it('fills ${name} placeholders with the values as plain text', () => {
    expect(renderTemplate('${name}，型号 ${ model } 需要保养', { name: '张三', model: 'WS-400' })).toEqual({
      text: '张三，型号 WS-400 需要保养',
      missing: [],
    });
  });

  it('never evaluates code: expressions in the template or in values stay text', () => {
    const globalHit = globalThis as { hacked?: boolean };
    const template =
      '${name} ${constructor.constructor("globalThis.hacked=true")()} <%= 7*7 %> {{7*7}} #{7*7} ${7*7}';
    const { text, missing } = renderTemplate(template, { name: '${other}`${process.exit()}`', other: 'X' });
    expect(text).toBe(
      '${other}`${process.exit()}` ${constructor.constructor("globalThis.hacked=true")()} <%= 7*7 %> {{7*7}} #{7*7} ${7*7}',
    );
    expect(globalHit.hacked).toBeUndefined();
    // a value's own ${...} is not expanded again, and only plain names are placeholders
    expect(missing).toEqual([]);
    expect(renderTemplate('${__proto__}', {})).toEqual({ text: '${__proto__}', missing: ['__proto__'] });
  });

  it('names the placeholders without a value', () => {
    expect(renderTemplate('${a}${b}${a}', { b: 1 })).toEqual({ text: '${a}1${a}', missing: ['a'] });
    expect(placeholdersOf('${a}-${b}-${a}')).toEqual(['a', 'b']);
  });

  it('accepts only JSON objects of plain values', () => {
    expect(parseValues('{"name":"张三","n":2}')).toEqual({ name: '张三', n: 2 });
    expect(parseValues('[1]')).toBeNull();
    expect(parseValues('{"a":{"b":1}}')).toBeNull();
    expect(parseValues('not json')).toBeNull();
  });
});
