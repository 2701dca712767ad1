import { translate } from '@weld/core';
import type { Locale, ResultCode } from '@weld/core';

type Status = (typeof ResultCode)[keyof typeof ResultCode];

/**
 * An answer the server meant to give: HTTP status plus a message key under `server.` translated for the caller.
 * @example throw new AppError(403, 'errors.forbidden')
 */
export class AppError extends Error {
  constructor(
    readonly status: Status,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    /** the envelope's `result` (e.g. per-field messages); null when left out */
    readonly result: unknown = null,
  ) {
    super(key);
  }
}

/**
 * The one refusal of a single field: `result.errors[field]` holds the localised message `server.<key>` (so the
 * form marks the field) and the answer's message is that text, or, given the field's `label`, the kit's own
 * "<label>：<text>" (as its validation words a refused field).
 * @example throw fieldError(request.lang, 'parentId', 'weldModel.parentMissing')
 * @example throw fieldError(lang, 'endDate', 'sysTenant.endBeforeBegin', {}, { label: label(tenant, tenant.fields.endDate, lang) })
 */
export function fieldError(
  lang: Locale,
  field: string,
  key: string,
  params: Record<string, unknown> = {},
  options: { label?: string; status?: Status } = {},
): AppError {
  const text = translate(lang, `server.${key}`, params);
  const status = options.status ?? 400;
  if (options.label === undefined) return new AppError(status, key, params, { errors: { [field]: text } });
  const details = translate(lang, 'server.kit.fieldMessage', { field: options.label, message: text });
  return new AppError(status, 'kit.invalid', { details }, { errors: { [field]: text } });
}
