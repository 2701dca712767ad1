import { TEXT_TYPE_LENGTHS } from '@weld/core';
import type { CgformField } from '@weld/core';
import type { DialectName } from '../../../db/dialect';

/** What kind of values a column holds, whatever a dialect calls its type. */
export type Family =
  'string' | 'int' | 'double' | 'decimal' | 'text' | 'blob' | 'date' | 'datetime' | 'time' | 'other';

/** A column's type as the sync compares it: family, and length (strings) or precision and scale (decimals). */
export interface ColumnType {
  family: Family;
  length: number | null;
  scale: number | null;
}

const FAMILIES: [RegExp, Family][] = [
  [/^(varchar|character varying|nvarchar|char|character|nchar|varchar2)$/, 'string'],
  [/^(int|integer|smallint|bigint|tinyint|mediumint|int2|int4|int8|serial|bigserial)$/, 'int'],
  [/^(double|double precision|float|real|float4|float8)$/, 'double'],
  [/^(decimal|numeric)$/, 'decimal'],
  [/^(text|tinytext|mediumtext|longtext|clob)$/, 'text'],
  [/^(blob|bytea|tinyblob|mediumblob|longblob|binary|varbinary)$/, 'blob'],
  [/^date$/, 'date'],
  [/^(datetime|timestamp|timestamp without time zone|timestamp with time zone)$/, 'datetime'],
  [/^(time|time without time zone|time with time zone)$/, 'time'],
];

/**
 * A dialect's type name (and its length, precision, scale) as a column type.
 * @example liveType('character varying', 32) // { family: 'string', length: 32, scale: null }
 */
export function liveType(name: string, length: number | null, scale: number | null = null): ColumnType {
  const base = name.trim().toLowerCase();
  const family = FAMILIES.find(([pattern]) => pattern.test(base))?.[1] ?? 'other';
  return {
    family,
    length: family === 'string' || family === 'decimal' ? length : null,
    scale: family === 'decimal' ? (scale ?? 0) : null,
  };
}

/** SQLite's declared type text (`varchar(32)`, `decimal(10, 2)`, `integer`) as a column type. */
export function sqliteType(declared: string): ColumnType {
  const match = /^\s*([a-z ]+?)\s*(?:\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\))?\s*$/i.exec(declared);
  if (!match) return { family: 'other', length: null, scale: null };
  return liveType(match[1], match[2] ? Number(match[2]) : null, match[3] ? Number(match[3]) : null);
}

/** The column type a design field asks for; dates and times are texts, as every product table keeps them. */
export function designType(field: Pick<CgformField, 'dbType' | 'dbLength' | 'dbPointLength'>): ColumnType {
  const fixed = TEXT_TYPE_LENGTHS[field.dbType];
  if (fixed !== undefined) return { family: 'string', length: fixed, scale: null };
  switch (field.dbType) {
    case 'string':
      return { family: 'string', length: field.dbLength, scale: null };
    case 'int':
      return { family: 'int', length: null, scale: null };
    case 'double':
      return { family: 'double', length: null, scale: null };
    case 'BigDecimal':
      return { family: 'decimal', length: field.dbLength, scale: field.dbPointLength };
    case 'Text':
      return { family: 'text', length: null, scale: null };
    default:
      return { family: 'blob', length: null, scale: null };
  }
}

/** The type a dialect's DDL names for a column type (all parts are numbers and fixed words, never input text). */
export function sqlType(type: ColumnType, dialect: DialectName): string {
  switch (type.family) {
    case 'string':
      return `varchar(${type.length})`;
    case 'int':
      return 'integer';
    case 'double':
      return 'double precision';
    case 'decimal':
      return `decimal(${type.length}, ${type.scale})`;
    case 'text':
      return 'text';
    default:
      return dialect === 'postgres' ? 'bytea' : 'blob';
  }
}

/** Native date and time columns (an imported table's) serve a design's Date, Datetime and Time as they are. */
const NATIVE: Partial<Record<CgformField['dbType'], Family>> = {
  Date: 'date',
  Datetime: 'datetime',
  Time: 'time',
};

/**
 * Whether a live column already is what a field asks for (so the sync leaves its type alone).
 * @example sameType(field, liveType('varchar', 32))
 */
export function sameType(field: CgformField, live: ColumnType): boolean {
  if (NATIVE[field.dbType] === live.family) return true;
  const wanted = designType(field);
  if (wanted.family !== live.family) return false;
  if (wanted.family === 'string') return wanted.length === live.length;
  if (wanted.family === 'decimal') return wanted.length === live.length && wanted.scale === live.scale;
  return true;
}

/** A readable type for messages: `varchar(32)`, `decimal(10,2)`, `integer`. */
export function typeText(type: ColumnType): string {
  if (type.family === 'string') return `varchar(${type.length ?? ''})`;
  if (type.family === 'decimal') return `decimal(${type.length ?? ''},${type.scale ?? 0})`;
  return type.family;
}

/**
 * Whether every value of `from` fits `to` unchanged, so a change keeps data whatever the rows hold: a longer
 * text, a wider decimal, a number into a wide enough text or decimal, anything into an unbounded text.
 */
export function widens(from: ColumnType, to: ColumnType): boolean {
  const len = (t: ColumnType) => t.length ?? 0;
  const scale = (t: ColumnType) => t.scale ?? 0;
  if (to.family === 'text') return from.family !== 'blob' && from.family !== 'other';
  if (from.family === 'string' && to.family === 'string') return len(to) >= len(from);
  if (from.family === 'decimal' && to.family === 'decimal')
    return scale(to) >= scale(from) && len(to) - scale(to) >= len(from) - scale(from);
  if (from.family === 'int' && to.family === 'double') return true;
  if (from.family === 'int' && to.family === 'decimal') return len(to) - scale(to) >= 10;
  if (from.family === 'int' && to.family === 'string') return len(to) >= 11;
  if (from.family === 'decimal' && to.family === 'string') return len(to) >= len(from) + 2;
  return false;
}
