import { readableFields } from '@weld/core';
import type { Field, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { dictItems } from '../resources/system/dict/dict.service';
import { kitDb } from './table';
import type { Row } from './table';

export type ApiRecord = Record<string, unknown> & { id: string };

/** Columns a read selects: the id and every non-secret field. */
export function readColumns(def: ResourceDefinition): string[] {
  return ['id', ...readableFields(def).map((f) => f.column)];
}

function valueOf(field: Field, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  // PostgreSQL and MySQL hand decimals and big integers back as strings
  if (field.kind === 'number' || field.kind === 'money') return Number(raw);
  return String(raw);
}

type DictTexts = Map<string, Map<string, string>>;

/** Texts of every dictionary the definition uses, in the caller's language (the dict service caches them). */
export async function dictTexts(ctx: AppContext, def: ResourceDefinition, lang: Locale): Promise<DictTexts> {
  const out: DictTexts = new Map();
  for (const field of readableFields(def)) {
    if (!field.dictCode || out.has(field.dictCode)) continue;
    const items = await dictItems(ctx, lang, field.dictCode);
    out.set(field.dictCode, new Map(items.map((i) => [i.value, i.text])));
  }
  return out;
}

function dictText(field: Field, value: unknown, texts: DictTexts): string | null {
  if (value === null || !field.dictCode) return null;
  const items = texts.get(field.dictCode) ?? new Map<string, string>();
  const values = field.kind === 'multiDict' ? String(value).split(',') : [String(value)];
  return values.map((v) => items.get(v) ?? v).join(',');
}

/**
 * A row as the API answers it: camelCase keys, no secrets, `<field>_dictText` beside dictionary fields.
 * @example toRecord(position, { id: '1', post_rank: '3' }, texts) // { id: '1', postRank: '3', postRank_dictText: '中级', … }
 */
export function toRecord(def: ResourceDefinition, row: Row, texts: DictTexts): ApiRecord {
  const record: ApiRecord = { id: String(row.id) };
  for (const field of readableFields(def)) {
    const value = valueOf(field, row[field.column]);
    record[field.key] = value;
    if (field.dictCode) record[`${field.key}_dictText`] = dictText(field, value, texts);
  }
  return record;
}

/**
 * `<field>_dictText` of picker fields (user, department, position, category): one query per field for the
 * page's keys, on the fixed lookup tables of core's field kinds; a key nobody holds shows as itself.
 * @example await addLookupTexts(ctx, user, records) // post_dictText: '焊接主管'
 */
export async function addLookupTexts(ctx: AppContext, def: ResourceDefinition, records: ApiRecord[]): Promise<void> {
  for (const field of readableFields(def)) {
    const lookup = field.lookup;
    if (!lookup) continue;
    const keysOf = (v: unknown) => (v === null || v === undefined || v === '' ? [] : String(v).split(','));
    const keys = [...new Set(records.flatMap((r) => keysOf(r[field.key])))];
    if (keys.length === 0) continue;
    const rows = await kitDb(ctx).selectFrom(lookup.table).select([`${lookup.key} as k`, `${lookup.text} as t`]).where(lookup.key, 'in', keys).execute();
    const texts = new Map(rows.map((r) => [String(r.k), String(r.t)]));
    for (const record of records) {
      const own = keysOf(record[field.key]);
      if (own.length > 0) record[`${field.key}_dictText`] = own.map((k) => texts.get(k) ?? k).join(',');
    }
  }
}
