import { sql } from 'kysely';
import type { SelectQueryBuilder } from 'kysely';
import { KIND_VALUES, readableFields } from '@weld/core';
import type { Field, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { dictTextMap } from './dictionaries';
import { kitDb } from './table';
import type { Row } from './table';

export type ApiRecord = Record<string, unknown> & { id: string };

/** Columns a read selects: the id and every non-secret field. */
export function readColumns(def: ResourceDefinition): string[] {
  // once each: an export's key column of a main form is a field on the id column
  return [...new Set(['id', ...readableFields(def).map((f) => f.column)])];
}

function valueOf(field: Field, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  // PostgreSQL and MySQL hand decimals and big integers back as strings
  if (KIND_VALUES[field.kind].numeric) return Number(raw);
  return String(raw);
}

type DictTexts = Map<string, ReadonlyMap<string, string>>;

/** Texts of every dictionary the definition uses, in the caller's language (the dict service caches them). */
export async function dictTexts(ctx: AppContext, def: ResourceDefinition, lang: Locale): Promise<DictTexts> {
  const out: DictTexts = new Map();
  for (const field of readableFields(def)) {
    // a table dictionary's texts come from its lookup (addLookupTexts), not from sys_dict
    if (!field.dictCode || field.lookup || out.has(field.dictCode)) continue;
    out.set(field.dictCode, await dictTextMap(ctx, lang, field.dictCode));
  }
  return out;
}

function dictText(field: Field, value: unknown, texts: DictTexts): string | null {
  if (value === null || !field.dictCode) return null;
  const items = texts.get(field.dictCode) ?? new Map<string, string>();
  const values = KIND_VALUES[field.kind].multiple ? String(value).split(',') : [String(value)];
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

/** The column a page's rows carry a picker field's lookup text in (see withLookupTexts). */
const lookupColumn = (field: Field) => `weld_lookup_${field.column}`;

/**
 * The page's statement also reading the lookup text of each picker value (a correlated subquery by the
 * lookup table's key, one index probe per row): the page and its texts in one round trip. addLookupTexts
 * then queries only for comma-joined keys, which a single probe cannot match.
 * @example const rows = await withLookupTexts(select, def).execute(); await addLookupTexts(ctx, def, records, rows)
 */
export function withLookupTexts<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  def: ResourceDefinition,
): SelectQueryBuilder<DB, TB, O> {
  let out = select;
  for (const field of readableFields(def)) {
    if (!field.lookup) continue;
    const { table, key, text } = field.lookup;
    const probe = sql`(select ${sql.ref(`weld_lookup.${text}`)} from ${sql.table(table)} as weld_lookup where ${sql.ref(`weld_lookup.${key}`)} = ${sql.ref(`${def.table}.${field.column}`)} limit 1)`;
    out = out.select(probe.as(lookupColumn(field))) as unknown as SelectQueryBuilder<DB, TB, O>;
  }
  return out;
}

const keysOf = (v: unknown) => (v === null || v === undefined || v === '' ? [] : String(v).split(','));

/**
 * `<field>_dictText` of picker fields (user, department, position, category): from the texts `rows` carry
 * (withLookupTexts; `rows[i]` is the row of `records[i]`), else one query per field for the page's keys,
 * on the fixed lookup tables of core's field kinds; a key nobody holds shows as itself.
 * @example await addLookupTexts(ctx, user, records) // post_dictText: '焊接主管'
 */
export async function addLookupTexts(
  ctx: AppContext,
  def: ResourceDefinition,
  records: ApiRecord[],
  rows?: readonly Row[],
): Promise<void> {
  for (const field of readableFields(def)) {
    const lookup = field.lookup;
    if (!lookup) continue;
    const column = lookupColumn(field);
    let pending = records;
    if (rows && rows.length === records.length && rows.length > 0 && column in rows[0]) {
      pending = [];
      records.forEach((record, i) => {
        const own = keysOf(record[field.key]);
        if (own.length > 1) pending.push(record);
        else if (own.length === 1)
          record[`${field.key}_dictText`] =
            rows[i][column] === null || rows[i][column] === undefined ? own[0] : String(rows[i][column]);
      });
    }
    const keys = [...new Set(pending.flatMap((r) => keysOf(r[field.key])))];
    if (keys.length === 0) continue;
    const found = await kitDb(ctx)
      .selectFrom(lookup.table)
      .select([`${lookup.key} as k`, `${lookup.text} as t`])
      .where(lookup.key, 'in', keys)
      .execute();
    const texts = new Map(found.map((r) => [String(r.k), String(r.t)]));
    for (const record of pending) {
      const own = keysOf(record[field.key]);
      if (own.length > 0) record[`${field.key}_dictText`] = own.map((k) => texts.get(k) ?? k).join(',');
    }
  }
}
