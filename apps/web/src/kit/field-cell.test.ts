import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { defineResource, money, richText } from '@weld/core';
import { fieldText } from './field-cell';

const notice = defineResource({
  name: 'notice',
  area: 'test',
  path: '/t',
  table: 't',
  permission: 't',
  fields: { body: richText(), fee: money() },
});
const t = ((key: string) => key) as unknown as TFunction;

describe('fieldText of rich text', () => {
  it('shows the text of stored HTML, and nothing in it runs', () => {
    const html =
      '<p>停机<strong>检修</strong></p><img src="x" onerror="window.__ran = 1"><script>window.__ran = 2</script>';
    expect(fieldText(notice.fields.body, { body: html }, t)).toBe('停机检修');
    expect((window as { __ran?: number }).__ran).toBeUndefined();
    expect(fieldText(notice.fields.body, { body: null }, t)).toBe('');
  });
});

describe('fieldText of money', () => {
  it('shows an amount with two decimals, as its form holds it', () => {
    expect(fieldText(notice.fields.fee, { fee: 36.5 }, t)).toBe('36.50');
    expect(fieldText(notice.fields.fee, { fee: '12' }, t)).toBe('12.00');
    expect(fieldText(notice.fields.fee, { fee: null }, t)).toBe('');
  });
});
