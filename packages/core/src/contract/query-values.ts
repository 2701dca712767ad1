import type { Field } from '../resource/define';
import { DATE, isColumnInteger } from '../validation/presets';
import { KIND_VALUES } from '../field-kinds/kind-values';
import type { QueryRule, QueryValue } from './query-types';

const MAX_TEXT = 500;
const MAX_IN = 1000;
const LIKE_RULES: ReadonlySet<QueryRule> = new Set(['like', 'left_like', 'right_like']);
/** A day, or a day with hours and minutes (and seconds): what a datetime column is compared with. */
const DATETIME_BOUND = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)?$/;

const isNumeric = (field: Field) => KIND_VALUES[field.kind].numeric;

/**
 * One value of an eq, ne, in or comparison condition as the column compares it, or null when it does not
 * fit: the database never sees text in a number column (PostgreSQL fails the statement where SQLite and
 * MySQL would answer nothing), an integer out of the column's range, or a date that is not a date.
 */
function compared(field: Field, raw: string): QueryValue | null {
  if (field.integer) return isColumnInteger(raw) ? Number(raw) : null;
  if (isNumeric(field)) {
    if (!/^-?\d+(\.\d+)?$/.test(raw)) return null;
    const n = Number(raw);
    return Number.isFinite(n) ? n : null;
  }
  if (field.kind === 'date') return DATE.test(raw) ? raw : null;
  if (field.kind === 'datetime') return DATETIME_BOUND.test(raw) ? raw : null;
  return raw;
}

function one(field: Field, rule: QueryRule, raw: string): QueryValue | null {
  // NUL is no character to any search, and PostgreSQL refuses it in text
  if (raw === '' || raw.length > MAX_TEXT || raw.includes('\0')) return null;
  return LIKE_RULES.has(rule) ? raw : compared(field, raw);
}

/**
 * Typed value(s) of a condition, or null when they do not fit the field (a number or integer field given
 * text, a date field given no date, a like rule on a number, an empty or oversized value).
 * @example coerce(position.fields.name, 'in', 'a,b') // ['a', 'b']
 */
export function coerce(
  field: Field,
  rule: QueryRule,
  value: string | string[],
): QueryValue | QueryValue[] | null {
  if (LIKE_RULES.has(rule) && isNumeric(field)) return null;
  if (rule === 'in') {
    const parts = (Array.isArray(value) ? value : value.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (parts.length === 0 || parts.length > MAX_IN) return null;
    const typed = parts.map((p) => one(field, rule, p));
    return typed.some((v) => v === null) ? null : (typed as QueryValue[]);
  }
  if (Array.isArray(value)) return null;
  return one(field, rule, value);
}
