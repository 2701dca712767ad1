import { readableFields } from '@weld/core';
import type { Field, QueryRule, ResourceDefinition } from '@weld/core';

const numeric = (f: Field) => f.kind === 'number' || f.kind === 'money';

/** List parameters exercising every value-encoded operator a searchable field takes, from two sample values. */
export function filterCases(field: Field, v1: string, v2: string): Record<string, string>[] {
  const key = field.key;
  const cases = [v1, `!${v1}`, `${v1},${v2}`, `>= ${v2}`, `> ${v2}`, `<= ${v2}`, `< ${v2}`].map((raw) => ({
    [key]: raw,
  }));
  if (!numeric(field)) {
    const mid = v1.length > 2 ? v1.slice(1, -1) : v1;
    cases.push(
      { [key]: `*${mid}*` },
      { [key]: `${v1.slice(0, -1) || v1}*` },
      { [key]: `*${v1.slice(1) || v1}` },
    );
  }
  if (field.search === 'range') {
    cases.push(
      { [`${key}_begin`]: v2 },
      { [`${key}_end`]: v2 },
      { [`${key}_begin`]: v1, [`${key}_end`]: v2 },
    );
  }
  return cases;
}

/** Super-query rows for each of the ten rules on each readable field, from two sample values per field. */
export function superQueryCases(
  def: ResourceDefinition,
  values: (key: string) => [string, string],
): { field: string; rule: QueryRule; val: string }[] {
  const out: { field: string; rule: QueryRule; val: string }[] = [];
  for (const field of readableFields(def)) {
    const [v1, v2] = values(field.key);
    if (v1 === '' && v2 === '') continue;
    const mid = v1.length > 2 ? v1.slice(1, -1) : v1;
    const rows: [QueryRule, string][] = [
      ['eq', v1],
      ['ne', v1],
      ['gt', v1],
      ['ge', v2],
      ['lt', v2],
      ['le', v1],
      ['in', `${v1},${v2}`],
    ];
    if (!numeric(field))
      rows.push(['like', mid], ['left_like', v1.slice(1) || v1], ['right_like', v1.slice(0, -1) || v1]);
    out.push(...rows.map(([rule, val]) => ({ field: field.key, rule, val })));
  }
  return out;
}

/** A value a field's own rules refuse, or null when the field takes anything. */
export function badValue(field: Field): unknown {
  if (numeric(field)) return 'abc';
  if (field.kind === 'date' || field.kind === 'datetime') return '2026-13-45';
  if (field.kind === 'switchYN') return 'X';
  if (field.dictCode) return 'no-such-item';
  if (field.max !== undefined) return 'x'.repeat(field.max + 1);
  if (field.pattern && field.pattern !== '*') return ' !! ';
  return null;
}
