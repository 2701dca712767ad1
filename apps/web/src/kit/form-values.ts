import type { Field } from '@weld/core';
import { registeredParts } from '../widgets/field-kinds';

/** A record's value as its form control holds it (the kind's conversion: dayjs for dates, an array for multi-dictionaries). */
export function toControlValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  const convert = registeredParts(field.kind).toControlValue;
  return convert ? convert(value) : value;
}

/** A control's value as the API takes it; empty becomes null so an edit can clear a field. */
export function toWireValue(field: Field, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  const convert = registeredParts(field.kind).toWireValue;
  return convert ? convert(value) : value;
}

/**
 * Initial form values of a record (or of a definition's defaults when creating).
 * @example form.setFieldsValue(toFormValues(fields, record))
 */
export function toFormValues(
  fields: readonly Field[],
  record?: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f.key] = toControlValue(f, record ? record[f.key] : f.default);
  return out;
}

/** The body of add/edit: the form's fields in wire format, with the id when editing. */
export function fromFormValues(
  fields: readonly Field[],
  values: Record<string, unknown>,
  id?: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = id ? { id } : {};
  for (const f of fields) out[f.key] = toWireValue(f, values[f.key]);
  return out;
}
