import type { QueryRule } from '../contract/query-types';
import type { QueryCondition, QueryFieldEntry, QueryFieldInfo } from './types';
import { BUILDER_RULES, LIKE_RULES } from './types';

const INFO_KEYS = [
  'type',
  'dbType',
  'options',
  'dictCode',
  'dictTable',
  'dictText',
  'customReturnField',
  'popup',
] as const satisfies readonly (keyof QueryFieldInfo)[];

/** A fresh row: no field, rule eq, no value. @example blankCondition() // { field: '', rule: 'eq', val: '' } */
export function blankCondition(): QueryCondition {
  return { field: '', rule: 'eq', val: '' };
}

/** Values of a row as a list: arrays as they are, text split on commas. @example valueList('a, b') // ['a', 'b'] */
export function valueList(val: QueryCondition['val'] | null | undefined): string[] {
  const parts = Array.isArray(val) ? val : (val ?? '').split(',');
  return parts.map((v) => String(v).trim()).filter((v) => v !== '');
}

/** The rules a field type may take: numbers have no like-rules. @example rulesFor('number').includes('like') // false */
export function rulesFor(type: string | undefined): QueryRule[] {
  return type === 'number' ? BUILDER_RULES.filter((r) => !LIKE_RULES.includes(r)) : [...BUILDER_RULES];
}

/**
 * Choosing a field copies its type and dictionary info and clears the value (spec widgets §4); a rule
 * the new type cannot take falls back to eq.
 * @example chooseField(row, { value: 'power', label: '功率', type: 'number' }) // { field: 'power', type: 'number', val: '', … }
 */
export function chooseField(row: QueryCondition, entry: QueryFieldEntry | undefined): QueryCondition {
  const next: QueryCondition = {
    field: entry?.value ?? '',
    rule: row.rule,
    val: row.rule === 'in' ? [] : '',
  };
  for (const key of INFO_KEYS) if (entry?.[key] !== undefined) Object.assign(next, { [key]: entry[key] });
  if (!rulesFor(next.type).includes(next.rule)) {
    next.rule = 'eq';
    next.val = '';
  }
  return next;
}

/**
 * A new rule: leaving `in` keeps the first value only, entering it turns the value into a list.
 * @example changeRule({ field: 'process', rule: 'in', val: ['MIG', 'TIG'] }, 'eq').val // 'MIG'
 */
export function changeRule(row: QueryCondition, rule: QueryRule): QueryCondition {
  if (rule === 'in') return { ...row, rule, val: valueList(row.val) };
  return { ...row, rule, val: Array.isArray(row.val) ? (row.val[0] ?? '') : row.val };
}

/** A row that can run: field, rule and a non-blank value. @example isUsable(blankCondition()) // false */
export function isUsable(row: QueryCondition): boolean {
  if (!row.field || !row.rule) return false;
  return Array.isArray(row.val) ? valueList(row.val).length > 0 : String(row.val ?? '').trim() !== '';
}

/** The rows that can run; an empty answer means 不能查询空条件 / 空条件不能保存. @example usableConditions([blankCondition()]) // [] */
export function usableConditions(rows: readonly QueryCondition[]): QueryCondition[] {
  return rows.filter(isUsable);
}

/** Every field of a (grouped) field list, flat, in order. @example flattenFields(groups).map((f) => f.value) */
export function flattenFields(entries: readonly QueryFieldEntry[]): QueryFieldEntry[] {
  return entries.flatMap((e) => (e.children ? flattenFields(e.children) : [e]));
}

/**
 * Rows read back from a URL or storage get their field's current info again (only field, rule, val
 * and type travel); rows whose field is no longer offered are dropped; `in` values become lists.
 * @example hydrateConditions([{ field: 'process', rule: 'in', val: 'MIG,TIG' }], fields)[0].val // ['MIG', 'TIG']
 */
export function hydrateConditions(
  rows: readonly QueryCondition[],
  fields: readonly QueryFieldEntry[],
): QueryCondition[] {
  const byValue = new Map(flattenFields(fields).map((f) => [f.value, f]));
  return rows.flatMap((row) => {
    const entry = byValue.get(row.field);
    if (!entry) return [];
    const next = chooseField({ ...blankCondition(), rule: row.rule }, entry);
    if (next.rule !== row.rule) return [];
    return [
      {
        ...next,
        val:
          row.rule === 'in'
            ? valueList(row.val)
            : Array.isArray(row.val)
              ? row.val.join(',')
              : String(row.val ?? ''),
      },
    ];
  });
}
