const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * A byte count in the largest unit that keeps it at 1 or more, one decimal.
 * @example formatBytes(1536) // '1.5 KB'
 */
export function formatBytes(n: number): string {
  let v = n;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${u === 0 ? v : v.toFixed(1)} ${UNITS[u]}`;
}
