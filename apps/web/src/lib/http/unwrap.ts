import type { ApiResult } from '@weld/core';
import { ApiError } from './failure';

/** The result of a successful envelope; a failed one becomes an ApiError carrying the server's message. */
export function unwrap<T>(res: ApiResult<T>): T {
  if (!res.success) throw new ApiError(res.message, res.code);
  return res.result;
}
