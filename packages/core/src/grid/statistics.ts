import type { GridColumn, GridRow } from './columns';

/** One footer row: 合计 (sum) or 平均 (average), with a value per column that asks for it. */
export interface StatisticsRow {
  kind: 'sum' | 'average';
  values: Record<string, number>;
}

/**
 * Footer rows of the columns marked statistics; values are parsed as integers, as the spec says, and
 * the average is rounded to two decimals.
 * @example statisticsRows(columns, rows) // [{ kind: 'sum', values: { current: 360 } }]
 */
export function statisticsRows(columns: readonly GridColumn[], rows: readonly GridRow[]): StatisticsRow[] {
  const out: StatisticsRow[] = [];
  for (const kind of ['sum', 'average'] as const) {
    const marked = columns.filter((c) => c.statistics?.includes(kind));
    if (!marked.length) continue;
    const values: Record<string, number> = {};
    for (const c of marked) {
      let sum = 0;
      for (const r of rows) {
        const n = Number.parseInt(String(r[c.key] ?? ''), 10);
        if (Number.isFinite(n)) sum += n;
      }
      values[c.key] = kind === 'sum' ? sum : rows.length ? Math.round((sum / rows.length) * 100) / 100 : 0;
    }
    out.push({ kind, values });
  }
  return out;
}
