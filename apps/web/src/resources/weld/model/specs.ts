/** One specification row as the editor holds it. */
export interface SpecRow {
  name: string;
  value: string;
}

/**
 * The rows of a stored specs text (a JSON object of name → value); anything else reads as no rows.
 * @example readSpecs('{"额定电流":"350 A"}') // [{ name: '额定电流', value: '350 A' }]
 */
export function readSpecs(text: unknown): SpecRow[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
    return Object.entries(parsed).map(([name, value]) => ({ name, value: String(value) }));
  } catch {
    return [];
  }
}

/** What is wrong with the rows, as a locale key and its parameters; null when they make a valid object. */
export function specsProblem(rows: SpecRow[]): { key: string; name?: string } | null {
  const seen = new Set<string>();
  for (const row of rows) {
    const name = row.name.trim();
    if (name === '' && row.value.trim() === '') continue;
    if (name === '') return { key: 'web.weldSpecs.emptyName' };
    if (seen.has(name)) return { key: 'web.weldSpecs.duplicate', name };
    seen.add(name);
  }
  return null;
}

/**
 * The text to store: a JSON object of the filled rows, null when there are none. Rows that make no object
 * (a duplicate or unnamed spec) are kept as a list of pairs, which the server refuses rather than losing one.
 * @example writeSpecs([{ name: '额定电流', value: '350 A' }]) // '{"额定电流":"350 A"}'
 */
export function writeSpecs(rows: SpecRow[]): string | null {
  const filled = rows
    .filter((r) => r.name.trim() !== '' || r.value.trim() !== '')
    .map((r) => ({ name: r.name.trim(), value: r.value.trim() }));
  if (filled.length === 0) return null;
  if (specsProblem(filled)) return JSON.stringify(filled.map((r) => [r.name, r.value]));
  return JSON.stringify(Object.fromEntries(filled.map((r) => [r.name, r.value])));
}
