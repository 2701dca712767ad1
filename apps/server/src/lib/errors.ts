import type { ResultCode } from '@weld/core';

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
