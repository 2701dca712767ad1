import { ApiError, HttpError } from '../http';
import type { ApiResult } from '@weld/core';

/** The message to show for a failed call: the server's text when it sent one. */
export function errorText(e: unknown, fallback: string): string {
  if (e instanceof HttpError || e instanceof ApiError)
    return e.message && e.message !== e.name ? e.message : fallback;
  if (e && typeof e === 'object' && 'message' in e && typeof (e as ApiResult).message === 'string')
    return (e as ApiResult).message || fallback;
  return fallback;
}
