/** Keys whose values never reach the log, compared without case and separators (`new_password` too). */
const SECRET_KEYS = new Set([
  'password',
  'oldpassword',
  'newpassword',
  'confirmpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'captcha',
  'smscode',
  'secretkey',
  'secret',
  'salt',
  'dbpassword',
  'accesskey',
  'privatekey',
  'apikey',
  'credential',
  'sign',
]);
/** Beyond the list: any key that speaks of a password, secret or token (`smtpPassword`, `clientSecret` …). */
const SECRET_PATTERN = /pass(word)?$|pwd$|secret|token$/;

export const MASK = '******';
/** Longest stored parameter text; the column is text, but a log row should stay a log row. */
export const MAX_PARAM_CHARS = 2000;
const MAX_STRING = 500;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

/** Whether a parameter name holds a secret. @example isSecretKey('oldpassword') // true */
export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[-_]/g, '');
  return SECRET_KEYS.has(k) || SECRET_PATTERN.test(k);
}

function masked(value: unknown, depth: number): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…(${value.length})` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => masked(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `…(${value.length})`] : items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretKey(key) && v !== null && v !== '' ? MASK : masked(v, depth + 1);
  }
  return out;
}

/**
 * The request's parameters as stored in sys_log: query and body together, every secret replaced by
 * ******, long strings and lists shortened, the whole cut at MAX_PARAM_CHARS; null when there are none.
 * @example logParams({ id: '1' }, { username: 'a', password: 'x' }) // '{"id":"1","body":{"username":"a","password":"******"}}'
 */
export function logParams(query: unknown, body: unknown): string | null {
  const parts: Record<string, unknown> = {};
  // _t is the client's cache buster, not a parameter anybody looks for
  if (query && typeof query === 'object') Object.assign(parts, masked(query, 0));
  delete parts._t;
  if (body !== undefined && body !== null && !(typeof body === 'object' && Object.keys(body).length === 0))
    parts.body = masked(body, 0);
  if (Object.keys(parts).length === 0) return null;
  const text = JSON.stringify(parts);
  return text.length > MAX_PARAM_CHARS ? `${text.slice(0, MAX_PARAM_CHARS - 1)}…` : text;
}
