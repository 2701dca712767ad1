/** One field of the comparison: its label and both values, and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  left: unknown;
  right: unknown;
  changed: boolean;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || (isBlank(a) && isBlank(b));
const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The fields of two versions side by side, in the order the older one lists them (fields only the newer
 * one has follow); the id is left out, an empty text and a missing value count as the same.
 * @example compareRows({ name: 'a' }, { name: 'b' }, (k) => k) // [{ key: 'name', label: 'name', left: 'a', right: 'b', changed: true }]
 */
export function compareRows(
  left: Record<string, unknown>,
  right: Record<string, unknown>,
  label: (key: string) => string,
): CompareRow[] {
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter((k) => k !== 'id');
  return keys.map((key) => ({
    key,
    label: label(key),
    left: left[key],
    right: right[key],
    changed: !same(left[key], right[key]),
  }));
}
