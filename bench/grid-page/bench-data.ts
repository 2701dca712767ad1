/** The bench's table: `cols` columns cycling through text, number, choice, flag and date, `rows` rows. */
export interface BenchColumn {
  key: string;
  title: string;
  kind: 'text' | 'number' | 'choice' | 'flag' | 'date';
}

const KINDS: BenchColumn['kind'][] = ['text', 'number', 'choice', 'flag', 'date'];
export const CHOICES = ['TIG', 'MIG', 'MAG', 'SAW'];

export function benchColumns(cols: number): BenchColumn[] {
  return Array.from({ length: cols }, (_, i) => ({
    key: `c${i}`,
    title: `参数${i + 1}`,
    kind: KINDS[i % KINDS.length],
  }));
}

export function benchRows(columns: BenchColumn[], rows: number): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = new Array(rows);
  for (let r = 0; r < rows; r += 1) {
    const row: Record<string, unknown> = { id: String(r + 1) };
    for (let c = 0; c < columns.length; c += 1) {
      const { key, kind } = columns[c];
      row[key] =
        kind === 'text'
          ? `P${r}-${c}`
          : kind === 'number'
            ? (r * 7 + c) % 500
            : kind === 'choice'
              ? CHOICES[(r + c) % 4]
              : kind === 'flag'
                ? (r + c) % 2 === 0
                : `2026-0${(r % 9) + 1}-1${c % 9}`;
    }
    out[r] = row;
  }
  return out;
}
