/**
 * Semantic versions of firmware (x.y.z with an optional -pre part, as semver.org has it, without build
 * metadata): the pattern forms and the server check, the order for "newer than", and a text key whose
 * plain text order is the semantic order, so lists can sort on a column.
 */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d{0,5})\\.(0|[1-9]\\d{0,5})\\.(0|[1-9]\\d{0,5})(-[0-9A-Za-z-]{1,20}(\\.[0-9A-Za-z-]{1,20}){0,4})?$';

const SEMVER = new RegExp(SEMVER_PATTERN);

export interface SemVer {
  major: number;
  minor: number;
  patch: number;
  /** pre-release identifiers; empty for a release */
  pre: string[];
}

/** The parts of a version, or null when it is not x.y.z[-pre]. @example parseSemver('1.2.0-rc.1') */
export function parseSemver(text: string): SemVer | null {
  const m = SEMVER.exec(text.trim());
  if (!m) return null;
  const pre = m[4] ? m[4].slice(1).split('.') : [];
  // semver.org: numeric identifiers carry no leading zeros
  if (pre.some((p) => /^0\d+$/.test(p))) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre };
}

const numeric = (s: string) => /^\d+$/.test(s);

function comparePre(a: string[], b: string[]): number {
  // a release is above any of its pre-releases
  if (a.length === 0 || b.length === 0) return b.length - a.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]];
    if (x === y) continue;
    if (numeric(x) && numeric(y)) return Number(x) - Number(y);
    if (numeric(x) !== numeric(y)) return numeric(x) ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** Negative when a < b, 0 when equal, positive when a > b (semver.org precedence). @example compareSemver('1.10.0', '1.9.3') > 0 */
export function compareSemver(a: string, b: string): number {
  const x = parseSemver(a);
  const y = parseSemver(b);
  if (!x || !y) throw new Error(`not a semantic version: ${x ? b : a}`);
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch || comparePre(x.pre, y.pre);
}

const pad = (n: number | string) => String(n).padStart(6, '0');

/**
 * A sort key of digits, lower-case letters and dots (orderly under every database collation): zero-padded
 * numbers, then `z` for a release or `a` + the pre-release identifiers, so a release follows its
 * pre-releases. @example versionSortKey('1.2.0') // '000001000002000000z'
 */
export function versionSortKey(text: string): string {
  const v = parseSemver(text);
  if (!v) throw new Error(`not a semantic version: ${text}`);
  const base = `${pad(v.major)}${pad(v.minor)}${pad(v.patch)}`;
  if (v.pre.length === 0) return `${base}z`;
  return `${base}a${v.pre.map((p) => (numeric(p) ? pad(p) : p.toLowerCase())).join('.')}`;
}
