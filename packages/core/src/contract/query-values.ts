import type { Field } from '../resource/define';
import type { QueryRule, QueryValue } from './query-types';

const MAX_TEXT = 500;
const MAX_IN = 1000;
const LIKE_RULES: ReadonlySet<QueryRule> = new Set(['like', 'left_like', 'right_like']);

function one(field: Field, raw: string): QueryValue | null {
  if (raw === '' || raw.length > MAX_TEXT) return null;
  if (field.kind === 'number' || field.kind === 'money') {
    if (!/^-?\d+(\.\d+)?$/.test(raw)) return null;
    const n = Number(raw);
    return Number.isFinite(n) ? n : null;
  }
  return raw;
}

/**
 * Typed value(s) of a condition, or null when they do not fit the field (a number field given text,
 * a like rule on a number, an empty or oversized value).
 * @example coerce(position.fields.name, 'in', 'a,b') // ['a', 'b']
 */
export function coerce(field: Field, rule: QueryRule, value: string | string[]): QueryValue | QueryValue[] | null {
  const numeric = field.kind === 'number' || field.kind === 'money';
  if (LIKE_RULES.has(rule) && numeric) return null;
  if (rule === 'in') {
    const parts = (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter((v) => v !== '');
    if (parts.length === 0 || parts.length > MAX_IN) return null;
    const typed = parts.map((p) => one(field, p));
    return typed.some((v) => v === null) ? null : (typed as QueryValue[]);
  }
  if (Array.isArray(value)) return null;
  return one(field, value);
}
