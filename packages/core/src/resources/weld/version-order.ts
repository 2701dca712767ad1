/**
 * Compares dotted version numbers segment by segment as numbers (missing segments count as 0):
 * negative when a < b, zero when equal, positive when a > b.
 * @example compareVersions('2.10', '2.9') // > 0
 */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The highest of some versions, or null when there are none. @example newestVersion(['1.0', '1.10', '1.9']) // '1.10' */
export function newestVersion(versions: string[]): string | null {
  return versions.reduce<string | null>(
    (best, v) => (best === null || compareVersions(v, best) > 0 ? v : best),
    null,
  );
}
