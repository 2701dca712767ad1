import dayjs, { type Dayjs } from 'dayjs';
import { KIND_VALUES, type Field } from '@weld/core';

/** The format date kinds travel in; undefined for the other kinds. */
const dateFormat = (f: Field) => KIND_VALUES[f.kind].dateFormat;
const isDate = (f: Field) => dateFormat(f) !== undefined;

/** A date range's URL values: whole days, as the field's kind travels (a datetime from 00:00:00 to 23:59:59). */
function rangeEnds(f: Field, range: [Dayjs | null, Dayjs | null]): [string, string] {
  const [from, to] = range;
  const format = dateFormat(f) as string;
  return [from?.startOf('day').format(format) ?? '', to?.endOf('day').format(format) ?? ''];
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
      const [begin, end] = isDate(f)
        ? rangeEnds(f, pair as [Dayjs | null, Dayjs | null])
        : [pair[0], pair[1]].map((x) => (x == null ? '' : String(x)));
      if (begin) out[`${f.key}_begin`] = begin;
      if (end) out[`${f.key}_end`] = end;
    } else if (v !== undefined && v !== null && String(v).trim() !== '') {
      out[f.key] = String(v).trim();
    }
  }
  return out;
}

/** URL filters → search form values, so a shared or reloaded link shows what it searches. */
export function fromFilters(
  fields: readonly Field[],
  filters: Record<string, string>,
): Record<string, unknown> {
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
