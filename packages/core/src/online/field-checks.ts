import { DATE, DATETIME, NUMBER, isColumnInteger } from '../field-kinds/value-formats';
import { ONLINE_CONTROLS } from '../field-kinds/control-names';
import { isPresetName } from '../validation/presets';
import { DB_TYPES, QUERY_MODES } from './design';
import type { CgformField, DbType } from './design';
import { LINK_DOWN } from './link-down';
import { nameProblem } from './names';

/** One refusal of a design: where (`head.tableName`, `fields.3.dbLength` …), a locale key under `server.`, its parameters. */
export interface DesignProblem {
  path: string;
  key: string;
  params: Record<string, string | number>;
}

/** `HH:mm:ss`, as time values are kept. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** The longest varchar a design may give: MySQL's limit for utf8mb4 (65,535 bytes a row, 4 a character). */
export const MAX_STRING_LENGTH = 16_383;
/** Fixed lengths of the value-as-text types (they are stored as varchar, as every product table stores times). */
export const TEXT_TYPE_LENGTHS: Partial<Record<DbType, number>> = { Date: 10, Datetime: 19, Time: 8 };
/** Precision and scale bounds of BigDecimal on every dialect (MySQL's DECIMAL: 65 digits, 30 decimals). */
export const DECIMAL_BOUNDS = { precision: 65, scale: 30 } as const;
/** A password field stores a salted hash (some 170 characters), never the password: its column must hold one. */
export const PASSWORD_LENGTH = 200;
/** The validation type the original platform uses for "unique" (唯一校验). */
export const UNIQUE_VALID_TYPE = 'only';

const NUMERIC: readonly DbType[] = ['int', 'double', 'BigDecimal'];
/** Controls a numeric column can show: the others write texts (dates, files, Y/N …) that a number column refuses. */
const NUMERIC_CONTROLS: readonly string[] = ['text', 'list', 'radio', 'sel_search', 'link_down'];
const FLAGS = [
  'dbIsKey',
  'dbIsNull',
  'fieldMustInput',
  'isQuery',
  'isShowForm',
  'isShowList',
  'isReadOnly',
  'sortFlag',
] as const;
// eslint-disable-next-line no-control-regex -- control characters are what a default value may not hold
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The length range a type takes (`dbLength`), and the largest scale (`dbPointLength`). */
function lengthRange(type: DbType): { min: number; max: number; scale: number } {
  if (type === 'string') return { min: 1, max: MAX_STRING_LENGTH, scale: 0 };
  if (type === 'BigDecimal') return { min: 1, max: DECIMAL_BOUNDS.precision, scale: DECIMAL_BOUNDS.scale };
  if (type === 'double') return { min: 0, max: 30, scale: DECIMAL_BOUNDS.scale };
  if (type === 'int') return { min: 0, max: 20, scale: 0 };
  return { min: 0, max: MAX_STRING_LENGTH, scale: 0 };
}

/** Whether a BigDecimal value fits precision `p` and scale `s`. */
function fitsDecimal(text: string, p: number, s: number): boolean {
  if (!NUMBER.test(text)) return false;
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  return whole.replace(/^0+(?=\d)/, '').length <= p - s && fraction.length <= s;
}

/**
 * Whether a default value fits its column: a number for numeric types, a date, date-time or time in the
 * product's formats, a text no longer than the column; Text and Blob take none.
 * @example defaultFits({ dbType: 'int', dbLength: 10, dbPointLength: 0 }, 'x') // false
 */
export function defaultFits(
  field: Pick<CgformField, 'dbType' | 'dbLength' | 'dbPointLength'>,
  value: string,
) {
  if (CONTROL_CHARS.test(value)) return false;
  switch (field.dbType) {
    case 'string':
      return [...value].length <= field.dbLength;
    case 'int':
      return isColumnInteger(value);
    case 'double':
      return NUMBER.test(value) && Number.isFinite(Number(value));
    case 'BigDecimal':
      return fitsDecimal(value, field.dbLength, field.dbPointLength);
    case 'Date':
      return DATE.test(value);
    case 'Datetime':
      return DATETIME.test(value);
    case 'Time':
      return TIME.test(value);
    default:
      return false;
  }
}

/** Whether `fieldValidType` names a validation preset, the unique check, or a regular expression that compiles. */
export function validTypeKnown(value: string): boolean {
  if (isPresetName(value) || value === UNIQUE_VALID_TYPE) return true;
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The problems of one field on its own (name, type, lengths, default, control, checks, flags); the design's
 * checks add those between fields (duplicates, key, indexes, tree).
 * @example fieldProblems(field, 2)
 */
export function fieldProblems(field: CgformField, i: number): DesignProblem[] {
  const at = (prop: string) => `fields.${i}.${prop}`;
  const problems: DesignProblem[] = [];
  const add = (prop: string, key: string, params: Record<string, string | number> = {}) =>
    problems.push({ path: at(prop), key, params });
  const name = typeof field.dbFieldName === 'string' ? field.dbFieldName : '';
  const label = name || `#${i + 1}`;
  const named = nameProblem(field.dbFieldName, 'column');
  if (named) add('dbFieldName', named.key, named.params);
  if (typeof field.dbFieldTxt !== 'string' || field.dbFieldTxt.trim() === '' || field.dbFieldTxt.length > 200)
    add('dbFieldTxt', 'cgform.fieldTxt', { name: label });
  for (const flag of FLAGS)
    if (field[flag] !== 0 && field[flag] !== 1) add(flag, 'cgform.badFlag', { name: label, flag });
  if (!QUERY_MODES.includes(field.queryMode)) add('queryMode', 'cgform.badQueryMode', { name: label });
  if (!isWhole(field.orderNum)) add('orderNum', 'cgform.badOrder', { name: label });
  if (!(ONLINE_CONTROLS as readonly string[]).includes(field.fieldShowType))
    add('fieldShowType', 'cgform.badControl', { name: label, control: String(field.fieldShowType) });
  const [dictTable, dictText, dictCode] = [field.dictTable, field.dictText, field.dictField].map((s) =>
    (s ?? '').trim(),
  );
  // a table dictionary is the three names together; a code alone (dictField) is a plain dictionary; linked
  // selects keep their setting in dictTable (link-down.ts checks it with the fields it names)
  const linkDown = field.fieldShowType === LINK_DOWN;
  if (!linkDown && (dictTable ? !dictText || !dictCode : dictText !== ''))
    add(dictTable ? (dictText ? 'dictField' : 'dictText') : 'dictTable', 'cgform.tableDictParts', {
      name: label,
    });
  const validType = field.fieldValidType ?? '';
  if (validType !== '' && (validType.length > 300 || !validTypeKnown(validType)))
    add('fieldValidType', 'cgform.badValidType', { name: label, value: validType.slice(0, 60) });
  if (!DB_TYPES.includes(field.dbType)) {
    add('dbType', 'cgform.badDbType', { name: label, type: String(field.dbType) });
    return problems;
  }
  const type = field.dbType;
  if (NUMERIC.includes(type) && !NUMERIC_CONTROLS.includes(field.fieldShowType))
    add('fieldShowType', 'cgform.controlType', { name: label, control: field.fieldShowType, type });
  if (
    field.fieldShowType === 'password' &&
    !(type === 'Text' || (type === 'string' && field.dbLength >= PASSWORD_LENGTH))
  )
    add('dbLength', 'cgform.passwordLength', { name: label, min: PASSWORD_LENGTH });
  const range = lengthRange(type);
  if (!isWhole(field.dbLength) || field.dbLength < range.min || field.dbLength > range.max)
    add('dbLength', 'cgform.badLength', { name: label, type, min: range.min, max: range.max });
  const scaleMax = type === 'BigDecimal' ? Math.min(range.scale, field.dbLength) : range.scale;
  if (!isWhole(field.dbPointLength) || field.dbPointLength < 0 || field.dbPointLength > scaleMax)
    add('dbPointLength', 'cgform.badScale', { name: label, type, max: scaleMax });
  const fallback = field.dbDefaultVal ?? '';
  if (fallback !== '') {
    if (type === 'Text' || type === 'Blob' || field.dbIsKey === 1)
      add('dbDefaultVal', 'cgform.noDefault', { name: label, type });
    else if (fallback.length > 200 || !defaultFits(field, fallback))
      add('dbDefaultVal', 'cgform.badDefault', { name: label, type, value: fallback.slice(0, 60) });
  }
  return problems;
}
