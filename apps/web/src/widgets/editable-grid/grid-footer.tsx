import { useTranslation } from 'react-i18next';
import { memo, useMemo, useSyncExternalStore } from 'react';
import { statisticsRows, type GridColumn } from '@weld/core';
import type { GridStore } from './grid-store';
import type { PlacedColumn } from './grid-layout';
import type { FixedParts } from './grid-row';
import type { WebGridColumn } from './grid-types';

/**
 * The sticky footer rows 合计 and 平均 under the columns marked statistics.
 * @example <GridFooter store={store} columns={columns} enabled ... />
 */
export const GridFooter = memo(function GridFooter({
  store,
  columns,
  enabled,
  placed,
  start,
  end,
  fixed,
  totalWidth,
  rowHeight,
}: {
  store: GridStore;
  columns: GridColumn[];
  enabled: boolean;
  placed: PlacedColumn<WebGridColumn>[];
  start: number;
  end: number;
  fixed: FixedParts;
  totalWidth: number;
  rowHeight: number;
}) {
  const { t } = useTranslation();
  // follows every typed character, as the sums must; without statistics it listens to nothing
  const cells = useSyncExternalStore(
    enabled ? store.subscribeCells : ignore,
    store.getCellVersion,
    store.getCellVersion,
  );
  const rows = useMemo(
    () => (enabled ? statisticsRows(columns, store.rows) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, columns, store, cells],
  );
  if (!rows.length) return null;
  return (
    <div className="weld-grid-footer" style={{ width: totalWidth }}>
      {rows.map((r) => (
        <div key={r.kind} className="weld-grid-footer-row" style={{ height: Math.min(rowHeight, 40) }}>
          <div className="weld-grid-fixed" style={{ width: Math.max(fixed.total, 1) }}>
            <span className="weld-grid-footer-label">
              {t(r.kind === 'sum' ? 'web.grid.sum' : 'web.grid.average')}
            </span>
          </div>
          {placed.slice(start, end).map(({ column, left, width }) => (
            <div
              key={column.key}
              className="weld-grid-cell"
              data-key={column.key}
              style={{ left: fixed.total + left, width }}
            >
              {column.key in r.values ? r.values[column.key] : ''}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
});

const ignore = () => () => {};
