import type { Rng } from './prng';

/** A value as it goes into a URL: `raw` ones are sent as written (broken percent-encodings, dot segments). */
export interface UrlValue {
  text: string;
  raw?: boolean;
}

export const HUGE = '922337203685477580';

/** Texts no query or path value should break the server with. */
// prettier-ignore
const BAD_TEXTS: readonly string[] = [
  '', ' ', '-1', '0', '1.5', '1e309', '-1e309', 'NaN', 'Infinity', HUGE, '9223372036854775808', '-9223372036854775809',
  '99999999999999999999999999999999', '0x1F', 'x', 'abc', 'null', 'undefined', 'true', '[]', '{}', '{"a":1}',
  '\u0000', 'a\u0000b', '\u0000\u0000\u0000', '😀𝔘中文ñ', '\uFEFF', '\u202Eevil', 'é\u0301', '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini', "' OR '1'='1", '"; DROP TABLE sys_user; --', "1' UNION SELECT password FROM sys_user --",
  '%', '_', '\\', '*', '**', '*%_*', '!', '!!', '!*', ',', ',,,', '>=', '>= x', '< abc', '<= ', '>= 1e400', 'a,b,\u0000',
  '2026-13-45', '0000-00-00 00:00:00', '9999-99-99 99:99:99', '<script>alert(1)</script>', '${jndi:ldap://x/a}',
  '{{7*7}}', '__proto__', 'constructor', 'hasOwnProperty', 'id', 'del_flag', 'password', 'sys_user',
];

/** Percent-encodings that do not decode, or decode to something odd; sent unencoded. */
const RAW_TEXTS: readonly string[] = [
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%FF%FE',
  '..',
  '%2e%2e%2f',
  '%25%00',
  '%u0000',
  '%E4%B8',
];

/** A malformed text for a query value or a path segment. */
export function badUrlValue(r: Rng): UrlValue {
  const roll = r.int(10);
  if (roll === 0) return { text: r.pick(RAW_TEXTS), raw: true };
  // long, yet short enough encoded (中 is 9 characters) to stay under Node's 16 KB of request head
  if (roll === 1)
    return {
      text: r.pick([
        'x'.repeat(300),
        'x'.repeat(6_000),
        '1'.repeat(400),
        '中'.repeat(300),
        '中'.repeat(800),
        '\u0000'.repeat(1_000),
      ]),
    };
  return { text: r.pick(BAD_TEXTS) };
}

/** A number field's value that is not a number, or one no column holds. */
export function badNumberText(r: Rng): string {
  return r.pick([
    'x',
    'abc',
    '1x',
    '',
    ' ',
    '\u0000',
    HUGE,
    '9223372036854775808',
    '1e309',
    '-1e309',
    'NaN',
    '0x10',
    '1,2,x',
    '>= x',
    '!x',
    '*1*',
    '1_',
    '2026-13-45',
  ]);
}

const DEEP = 400;

/** Arrays in arrays (or objects in objects) `depth` levels down. */
export function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = asObject ? { a: 1 } : [1];
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

/** Nesting as JSON text, deeper than JSON.stringify could write it. */
export function deepText(depth: number, asObject: boolean): string {
  return asObject
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

/** JSON values of every type, odd ones included; `wrongFor` keeps those that do not suit a declared type. */
function jsonValues(r: Rng): unknown[] {
  // prettier-ignore
  return [
    null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number(HUGE), '', ' ', 'x', HUGE, '\u0000', 'a\u0000b',
    'x'.repeat(r.pick([5_000, 70_000])), '😀中文', "' OR 1=1 --", '../../etc/passwd', '2026-13-45', [], [1, 'a', null], ['\u0000'],
    Array.from({ length: 2_000 }, (_, i) => i), {}, { a: { b: 'c' } }, JSON.parse('{"__proto__":{"isAdmin":true}}'), nested(r.pick([20, DEEP]), r.chance(0.5)),
  ];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A JSON value whose type the declared one is not (a string for a number, an object for a string …). */
export function wrongFor(r: Rng, declared: string | undefined): unknown {
  const fits = (value: unknown) => {
    const t = jsonType(value);
    return t === declared || (declared === 'number' && t === 'integer');
  };
  const candidates = jsonValues(r).filter((v) => !fits(v));
  return r.pick(candidates);
}

/** Any odd JSON value, whatever the declared type. */
export function oddJson(r: Rng): unknown {
  return r.pick(jsonValues(r));
}
