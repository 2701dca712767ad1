import type { Condition, QueryValue } from '@weld/core';

type Rec = Record<string, unknown>;

function compare(a: unknown, b: QueryValue): number {
  if (typeof b === 'number') return Number(a) - b;
  const s = String(a);
  return s < b ? -1 : s > b ? 1 : 0;
}

/** What a condition means, in JavaScript, to compare with what the SQL answered. */
export function holds(record: Rec, c: Condition): boolean {
  const v = record[c.field];
  if (v === null || v === undefined) return false;
  const value = c.value as QueryValue;
  switch (c.rule) {
    case 'eq':
      return compare(v, value) === 0;
    case 'ne':
      return compare(v, value) !== 0;
    case 'gt':
      return compare(v, value) > 0;
    case 'ge':
      return compare(v, value) >= 0;
    case 'lt':
      return compare(v, value) < 0;
    case 'le':
      return compare(v, value) <= 0;
    case 'in':
      return (c.value as QueryValue[]).some((x) => compare(v, x) === 0);
    case 'like':
      return String(v).includes(String(value));
    case 'left_like':
      return String(v).endsWith(String(value));
    case 'right_like':
      return String(v).startsWith(String(value));
  }
}

/** Ids of the records that meet every condition (or any, with `or`), sorted. */
export function expectedIds(records: Rec[], conditions: Condition[], match: 'and' | 'or' = 'and'): string[] {
  const keep = (r: Rec) =>
    match === 'and' ? conditions.every((c) => holds(r, c)) : conditions.some((c) => holds(r, c));
  return records
    .filter(keep)
    .map((r) => String(r.id))
    .sort();
}
