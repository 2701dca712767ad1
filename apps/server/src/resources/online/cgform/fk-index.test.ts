import { describe, expect, it } from 'vitest';
import { designField, newHead, standardFields } from '@weld/core';
import { foreignKeyIndexName, withForeignKeyIndex } from './fk-index';

const sub = (indexField?: string) => ({
  head: { ...newHead('ext_line', '明细'), tableType: 3 as const, relationType: 0 },
  fields: [
    ...standardFields(),
    designField('order_id', '订单', 'string', 6, { dbLength: 36, mainTable: 'ext_order', mainField: 'id' }),
  ],
  indexs: indexField ? [{ indexName: 'idx_own', indexField, indexType: 'normal' as const }] : [],
});

describe('the foreign-key index of a sub table', () => {
  it('is named after table and column, cut to 63 characters with a stable tag', () => {
    expect(foreignKeyIndexName('ext_line', 'order_id')).toBe('idx_ext_line_order_id');
    const long = foreignKeyIndexName('t'.repeat(63), 'c'.repeat(63));
    expect(long).toHaveLength(63);
    expect(long).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(foreignKeyIndexName('t'.repeat(63), 'c'.repeat(63))).toBe(long);
    expect(foreignKeyIndexName('t'.repeat(63), `${'c'.repeat(62)}d`)).not.toBe(long);
  });

  it('is added unless an index starts with the column, and only to sub designs', () => {
    expect(withForeignKeyIndex(sub()).indexs).toEqual([
      { indexName: 'idx_ext_line_order_id', indexField: 'order_id', indexType: 'normal' },
    ]);
    expect(withForeignKeyIndex(sub('order_id, create_time')).indexs).toHaveLength(1);
    expect(withForeignKeyIndex(sub('create_time')).indexs).toHaveLength(2);
    const single = { ...sub(), head: { ...sub().head, tableType: 1 as const } };
    expect(withForeignKeyIndex(single).indexs).toEqual([]);
  });
});
