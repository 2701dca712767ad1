import { HttpError } from '../lib/http';

export interface FieldError {
  name: string;
  errors: string[];
}

type Shape = { field?: unknown; message?: unknown };

function shapesOf(result: unknown): Shape[] {
  if (Array.isArray(result)) return result as Shape[];
  if (!result || typeof result !== 'object') return [];
  const obj = result as Record<string, unknown>;
  if (Array.isArray(obj.errors)) return obj.errors as Shape[];
  if (typeof obj.field === 'string') return [obj as Shape];
  // the server kit's 400: `{errors: {field: message}}`
  const map = obj.errors && typeof obj.errors === 'object' ? (obj.errors as Record<string, unknown>) : {};
  return Object.entries(map).map(([field, message]) => ({ field, message }));
}

/**
 * Per-field errors of a refused write, from the envelope's `result`: a list of `{field, message}`,
 * `{errors: {field: message}}` (the server kit's 400) or one `{field}` (its 409 on a unique field).
 * @example form.setFields(fieldErrorsOf(e))
 */
export function fieldErrorsOf(e: unknown): FieldError[] {
  if (!(e instanceof HttpError)) return [];
  return shapesOf(e.failure.result)
    .filter((s): s is { field: string; message?: unknown } => typeof s.field === 'string')
    .map((s) => ({
      name: s.field,
      errors: [typeof s.message === 'string' && s.message ? s.message : e.message],
    }));
}
