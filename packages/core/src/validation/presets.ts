import type { FieldKind } from '../field-kinds/kinds';
import { KIND_VALUES } from '../field-kinds/kind-values';
import { EMAIL_PATTERN } from './patterns';
import { isIdCardNumber } from './id-card';

/** What a preset checks a non-empty text with: a regular expression, or a function for what one cannot say. */
export interface PresetCheck {
  test(text: string): boolean;
}

const byFunction = (test: (text: string) => boolean): PresetCheck => ({ test });

/**
 * Named patterns of spec widgets §5, with the check each one makes: the grid cell presets, then the
 * other form patterns (natural number, English, landline, bank card, national ID …).
 */
export const PRESETS = {
  '*': /^[\s\S]+$/,
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^[\s\S]{6,16}$/,
  's6-18': /^[A-Za-z]{6,18}$/,
  url: /^https?:\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  e: EMAIL_PATTERN,
  m: /^1[3-9]\d{9}$/,
  p: /^[1-9]\d{5}$/,
  s: /^[A-Za-z]+$/,
  n: /^-?\d+(\.\d+)?$/,
  z: /^-?\d+$/,
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
  /** 0, 1, 2 …, without leading zeros */
  natural: /^(0|[1-9]\d*)$/,
  /** English words: letters, single spaces between them */
  english: /^[A-Za-z]+( [A-Za-z]+)*$/,
  /** area code 0xx or 0xxx, an optional hyphen, a 7 or 8 digit number, an optional extension */
  landline: /^0\d{2,3}-?[1-9]\d{6,7}(-\d{1,6})?$/,
  bankCard: /^\d{10,20}$/,
  /** 18 characters with the right check character */
  idCard: byFunction(isIdCardNumber),
  /** an identity document number of any kind: up to 50 letters and digits */
  idNumber: /^[A-Za-z0-9]{1,50}$/,
  qq: /^[1-9]\d{4,11}$/,
  alnum20: /^[A-Za-z0-9]{1,20}$/,
  /** a name: 2 to 100 Chinese or English characters and spaces */
  'zhEn2-100': /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/,
  /** a list of numbers, one a line */
  digitLines: /^[\d\r\n]+$/,
  /** counted in characters, not UTF-16 units, like the kit's length bounds */
  max255: byFunction((text) => [...text].length <= 255),
} as const satisfies Record<string, PresetCheck>;

export type PresetName = keyof typeof PRESETS;

/** A preset name, or a custom regular expression (source text) with the message key shown on failure. */
export type PatternRule = PresetName | { regex: string; message: string };

export function isPresetName(value: unknown): value is PresetName {
  return typeof value === 'string' && Object.hasOwn(PRESETS, value);
}

/** checked(min,max): the fewest and most choices a multi-select takes. */
export interface CheckedBounds {
  min?: number;
  max?: number;
}

/** What `validateField` needs of a field definition. */
export interface ValidatedField {
  kind: FieldKind;
  /** an integer column: whole numbers of its 32-bit range only */
  integer?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: PatternRule;
  checked?: CheckedBounds;
}

const KEY = 'server.kit.validation.';
// kept here too: callers have long taken these from the validation presets
export { DATE, DATETIME, INTEGER_RANGE, isColumnInteger } from '../field-kinds/value-formats';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function boundMessage(field: ValidatedField, value: unknown): string | null {
  if (KIND_VALUES[field.kind].numeric) {
    const n = Number(value);
    if (field.min !== undefined && n < field.min) return `${KEY}minValue`;
    if (field.max !== undefined && n > field.max) return `${KEY}maxValue`;
    return null;
  }
  const length = [...String(value)].length;
  if (field.min !== undefined && length < field.min) return `${KEY}minLength`;
  if (field.max !== undefined && length > field.max) return `${KEY}maxLength`;
  return null;
}

/** checked(min,max): a multi-select counts its comma-joined choices. */
function checkedMessage({ checked }: ValidatedField, value: unknown): string | null {
  if (!checked) return null;
  const count = String(value)
    .split(',')
    .filter((v) => v.trim() !== '').length;
  if (checked.min !== undefined && count < checked.min) return `${KEY}minChecked`;
  if (checked.max !== undefined && count > checked.max) return `${KEY}maxChecked`;
  return null;
}

function patternMessage(rule: PatternRule, value: unknown): string | null {
  const text = String(value);
  if (typeof rule === 'string') return PRESETS[rule].test(text) ? null : `${KEY}preset.${rule}`;
  return new RegExp(rule.regex).test(text) ? null : rule.message;
}

/**
 * The first rule a value breaks, as a message key (translate it with `{field, min, max}`), or null.
 * Order of spec widgets §5: required, then kind, bounds and pattern on non-empty values only.
 * @example validateField(text({ pattern: 'm' }), '123') // 'server.kit.validation.preset.m'
 */
export function validateField(field: ValidatedField, value: unknown): string | null {
  if (isEmpty(value)) return field.required || field.pattern === '*' ? `${KEY}required` : null;
  // no text the product keeps has one, and PostgreSQL refuses it (an imported cell, a JSON body alike)
  if (typeof value === 'string' && value.includes('\0')) return `${KEY}nul`;
  return (
    KIND_VALUES[field.kind].check(value, field) ??
    boundMessage(field, value) ??
    checkedMessage(field, value) ??
    (field.pattern ? patternMessage(field.pattern, value) : null)
  );
}

/**
 * The placeholders of `validateField`'s messages for a field: its label and its bounds.
 * @example translate(lang, key, validationParams(field, '技能'))
 */
export function validationParams(field: ValidatedField, label: string): Record<string, unknown> {
  return {
    field: label,
    min: field.min,
    max: field.max,
    minChecked: field.checked?.min,
    maxChecked: field.checked?.max,
  };
}
