import dayjs, { type Dayjs } from 'dayjs';
import type { Field } from '@weld/core';

const isDate = (f: Field) => f.kind === 'date' || f.kind === 'datetime';

/** A date range's URL values: whole days, as the field's kind travels. */
function rangeEnds(f: Field, range: [Dayjs | null, Dayjs | null]): [string, string] {
  const [from, to] = range;
  if (f.kind === 'date') return [from?.format('YYYY-MM-DD') ?? '', to?.format('YYYY-MM-DD') ?? ''];
  return [from?.startOf('day').format('YYYY-MM-DD HH:mm:ss') ?? '', to?.endOf('day').format('YYYY-MM-DD HH:mm:ss') ?? ''];
}

/**
 * Search form values → URL filters (`<field>_begin`/`_end` for ranges).
 * @example toFilters(fields, { name: ' arc ' }) // { name: 'arc' }
 */
export function toFilters(fields: readonly Field[], values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (f.search === 'range') {
      const pair = (Array.isArray(v) ? v : [v, values[`${f.key}_end`]]) as unknown[];
      const [begin, end] = isDate(f) ? rangeEnds(f, pair as [Dayjs | null, Dayjs | null]) : [pair[0], pair[1]].map((x) => (x == null ? '' : String(x)));
      if (begin) out[`${f.key}_begin`] = begin;
      if (end) out[`${f.key}_end`] = end;
    } else if (v !== undefined && v !== null && String(v).trim() !== '') {
      out[f.key] = String(v).trim();
    }
  }
  return out;
}

/** URL filters → search form values, so a shared or reloaded link shows what it searches. */
export function fromFilters(fields: readonly Field[], filters: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.search !== 'range') {
      if (filters[f.key] !== undefined) out[f.key] = filters[f.key];
      continue;
    }
    const begin = filters[`${f.key}_begin`];
    const end = filters[`${f.key}_end`];
    if (isDate(f)) {
      if (begin || end) out[f.key] = [begin ? dayjs(begin) : null, end ? dayjs(end) : null];
    } else {
      if (begin) out[f.key] = Number(begin);
      if (end) out[`${f.key}_end`] = Number(end);
    }
  }
  return out;
}
