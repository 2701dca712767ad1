import dayjs, { type Dayjs } from 'dayjs';
import type { Field } from '@weld/core';
import { DATE_FORMATS } from './field-control';

/** A record's value as its form control holds it: dayjs for dates, an array for multi-dictionaries. */
export function toControlValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  const format = DATE_FORMATS[field.kind];
  if (format) return dayjs(String(value), format);
  if (field.kind === 'multiDict') return String(value).split(',').filter(Boolean);
  return value;
}

/** A control's value as the API takes it; empty becomes null so an edit can clear a field. */
export function toWireValue(field: Field, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  const format = DATE_FORMATS[field.kind];
  if (format && dayjs.isDayjs(value)) return (value as Dayjs).format(format);
  if (field.kind === 'multiDict' && Array.isArray(value)) return value.length ? value.join(',') : null;
  return value;
}

/**
 * Initial form values of a record (or of a definition's defaults when creating).
 * @example form.setFieldsValue(toFormValues(fields, record))
 */
export function toFormValues(fields: readonly Field[], record?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f.key] = toControlValue(f, record ? record[f.key] : f.default);
  return out;
}

/** The body of add/edit: the form's fields in wire format, with the id when editing. */
export function fromFormValues(fields: readonly Field[], values: Record<string, unknown>, id?: string): Record<string, unknown> {
  const out: Record<string, unknown> = id ? { id } : {};
  for (const f of fields) out[f.key] = toWireValue(f, values[f.key]);
  return out;
}
