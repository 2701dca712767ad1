import { translate } from '@weld/core';
import type { Locale, ResultCode } from '@weld/core';

export type Status = (typeof ResultCode)[keyof typeof ResultCode];

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
 * The one refusal of a single field by its own message: `result.errors[field]` holds the localised `server.<key>`
 * (so the form marks the field) and the answer's message is that text. Worded as the kit's validation words it
 * ("<label>：<message>", several fields at once): kit/write.ts' fieldsError.
 * @example throw fieldError(request.lang, 'parentId', 'weldModel.parentMissing')
 */
export function fieldError(
  lang: Locale,
  field: string,
  key: string,
  params: Record<string, unknown> = {},
  status: Status = 400,
): AppError {
  return new AppError(status, key, params, { errors: { [field]: translate(lang, `server.${key}`, params) } });
}
