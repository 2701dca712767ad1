import type { QueryFieldType } from '../query-builder/types';
import type { FieldKind } from './kinds';
import { DATE, DATETIME, isColumnInteger, MONEY, NUMBER } from './value-formats';

const KEY = 'server.kit.validation.';

/** What a field kind's values are, the same on the server and in the browser. */
export interface KindValues {
  /** numbers: JSON numbers, number cells in Excel, bounds on the value (not the length) */
  numeric: boolean;
  /** several dictionary codes comma-joined: each is checked, and shown (list, Excel) as its text */
  multiple: boolean;
  /** written only: never listed, returned, filtered or sorted */
  secret: boolean;
  /** how date kinds travel as text (dayjs tokens); forms and filters turn it into a date picker's value */
  dateFormat?: string;
  /** how the advanced query builder edits it (type and the server's db type); null: nothing to compare */
  query: { type: QueryFieldType; dbType: string } | null;
  /** the kind's own check of a non-empty value: a message key of `server.kit.validation.*`, or null */
  check(value: unknown, field: { integer?: boolean }): string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const anyText = (value: unknown) => (isText(value) ? null : `${KEY}type`);
const textMatching = (format: RegExp, key: string) => (value: unknown) =>
  !isText(value) ? `${KEY}type` : format.test(value) ? null : `${KEY}${key}`;

function numberCheck(decimals: RegExp | null) {
  return (value: unknown, field: { integer?: boolean }): string | null => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !NUMBER.test(text) || !Number.isFinite(Number(text)))
      return `${KEY}number`;
    if (decimals && !decimals.test(text)) return `${KEY}preset.money`;
    if (field.integer && !isColumnInteger(text)) return `${KEY}preset.z`;
    return null;
  };
}

const plain = { numeric: false, multiple: false, secret: false, check: anyText } as const;
const string = { type: 'string', dbType: 'string' } as const;
const picker = (type: QueryFieldType): KindValues => ({ ...plain, query: { type, dbType: 'string' } });

/**
 * The value facts of every kind: how its values validate, travel and go to and from Excel. A kind added to
 * FIELD_KINDS does not compile until it has its entry here.
 * @example KIND_VALUES.money.check('1.234', {}) // 'server.kit.validation.preset.money'
 */
export const KIND_VALUES: Record<FieldKind, KindValues> = {
  text: { ...plain, query: string },
  number: { ...plain, numeric: true, query: { type: 'number', dbType: 'int' }, check: numberCheck(null) },
  money: {
    ...plain,
    numeric: true,
    query: { type: 'number', dbType: 'BigDecimal' },
    check: numberCheck(MONEY),
  },
  date: {
    ...plain,
    dateFormat: 'YYYY-MM-DD',
    query: { type: 'date', dbType: 'Date' },
    check: textMatching(DATE, 'date'),
  },
  datetime: {
    ...plain,
    dateFormat: 'YYYY-MM-DD HH:mm:ss',
    query: { type: 'datetime', dbType: 'Datetime' },
    check: textMatching(DATETIME, 'datetime'),
  },
  dict: { ...plain, query: { type: 'list', dbType: 'string' } },
  multiDict: { ...plain, multiple: true, query: { type: 'list_multi', dbType: 'string' } },
  switchYN: {
    ...plain,
    query: { type: 'switch', dbType: 'string' },
    check: textMatching(/^[YN]$/, 'switchYN'),
  },
  password: { ...plain, secret: true, query: null },
  secret: { ...plain, secret: true, query: null },
  // stored HTML and uploaded paths: nothing a query can compare
  richText: { ...plain, query: null },
  image: { ...plain, query: null },
  file: { ...plain, query: null },
  user: picker('sel_user'),
  depart: picker('sel_depart'),
  position: picker('sel_position'),
  category: picker('cat_tree'),
  // the builder has no model picker: a model is compared by its id
  weldModel: { ...plain, query: string },
};

/** The value facts of a field's kind. @example kindValues(field).numeric */
export const kindValues = (field: { kind: FieldKind }): KindValues => KIND_VALUES[field.kind];
