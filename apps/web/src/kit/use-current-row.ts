import { useEffect, type CSSProperties } from 'react';
import { theme, type TableProps } from 'antd';
import type { Row } from './resource-api';
import './current-row.css';

/** A list's one current row, chosen by a click (a main list whose row's details show below it). */
export interface CurrentRow {
  row: Row | null;
  /** a click chose a row; null when the list no longer holds it (deleted, another page), or its newer copy */
  onChange(row: Row | null): void;
}

/**
 * The table props of a list with a current row: a click on a row makes it current, which is highlighted and
 * `aria-selected`. Once the list has settled, a current row it no longer holds is let go, and an edited one is
 * handed over again as the list now answers it.
 * @example const currentProps = useCurrentRow(current, rows, !loading); <Table {...currentProps} />
 */
export function useCurrentRow(
  current: CurrentRow | undefined,
  rows: readonly Row[],
  settled: boolean,
): Pick<TableProps<Row>, 'onRow'> {
  const { token } = theme.useToken();
  const chosen = current?.row ?? null;
  useEffect(() => {
    if (!current || !chosen || !settled) return;
    const now = rows.find((r) => r.id === chosen.id) ?? null;
    if (now !== chosen) current.onChange(now);
  }, [current, chosen, rows, settled]);
  if (!current) return {};
  return {
    onRow: (record: Row) => {
      const active = record.id === chosen?.id;
      return {
        onClick: () => current.onChange(record),
        className: active ? 'weld-row-current' : undefined,
        'aria-selected': active,
        style: { cursor: 'pointer', '--weld-row-current-bg': token.controlItemBgActive } as CSSProperties,
      };
    },
  };
}
