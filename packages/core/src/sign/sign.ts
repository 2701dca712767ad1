import { md5 } from 'js-md5';

/** Default secret of the request-signing variant; a tamper check, never an access control. */
export const DEFAULT_SIGN_SECRET = 'weld-sign-2c1f9a7e5d3b48c6';
/** A signed request older or newer than this is refused. */
export const SIGN_MAX_SKEW_MS = 5 * 60_000;

/** Keys sorted so that client and server hash the same text. */
export function sortedParams(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null || key === '_t') continue;
    out[key] = String(value);
  }
  return out;
}

/**
 * X-Sign header value: uppercase MD5 of the sorted parameters (query plus path variables) and the secret.
 * @example signParams({ dictCode: 'sex' }, DEFAULT_SIGN_SECRET)
 */
export function signParams(params: Record<string, unknown>, secret: string): string {
  return md5(JSON.stringify(sortedParams(params)) + secret).toUpperCase();
}
