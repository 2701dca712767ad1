import { memo } from 'react';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PlacedColumn } from './grid-layout';
import { NativeCheckbox } from './native-checkbox';
import type { FixedParts } from './grid-row';
import type { WebGridColumn } from './grid-types';

interface Props {
  placed: PlacedColumn<WebGridColumn>[];
  start: number;
  end: number;
  fixed: FixedParts;
  totalWidth: number;
  allChecked: boolean;
  someChecked: boolean;
  disabled: boolean;
  onSelectAll(on: boolean): void;
  /** the current order as `column=asc|desc`, and a header click on a sortable column asking for the next one */
  sort?: string;
  onSort?(sort: string): void;
}

/** A sortable header cycles ascending → descending → ascending. */
function nextSort(current: string | undefined, key: string): string {
  return current === `${key}=asc` ? `${key}=desc` : `${key}=asc`;
}

/**
 * The sticky header: row number, select-all (indeterminate when some rows are chosen) and the titles of
 * the columns in view, required ones marked with an asterisk.
 * @example <GridHeader placed={placed} start={0} end={9} ... />
 */
export const GridHeader = memo(function GridHeader({
  placed,
  start,
  end,
  fixed,
  totalWidth,
  allChecked,
  someChecked,
  disabled,
  onSelectAll,
  sort,
  onSort,
}: Props) {
  const { t } = useTranslation();
  const titles = [];
  for (let i = start; i < end; i += 1) {
    const { column, left, width } = placed[i];
    const required = column.validateRules?.some((r) => r.required || r.pattern === '*');
    const sortable = column.sortable === true && onSort;
    const order =
      sort === `${column.key}=asc` ? 'ascending' : sort === `${column.key}=desc` ? 'descending' : undefined;
    titles.push(
      <div
        key={column.key}
        className={`weld-grid-th${sortable ? ' is-sortable' : ''}`}
        role="columnheader"
        aria-sort={sortable ? (order ?? 'none') : undefined}
        style={{ left: fixed.total + left, width }}
        title={column.title}
        onClick={sortable ? () => onSort(nextSort(sort, column.key)) : undefined}
      >
        {required && <span className="weld-grid-required">*</span>}
        {column.title}
        {sortable && (
          <span className="weld-grid-sorter" aria-hidden>
            <CaretUpOutlined className={order === 'ascending' ? 'is-on' : undefined} />
            <CaretDownOutlined className={order === 'descending' ? 'is-on' : undefined} />
          </span>
        )}
      </div>,
    );
  }
  return (
    <div className="weld-grid-header" role="row" aria-rowindex={1} style={{ width: totalWidth }}>
      <div className="weld-grid-fixed" style={{ width: fixed.total }}>
        {fixed.seq > 0 && (
          <span className="weld-grid-seq" role="columnheader" style={{ width: fixed.seq }}>
            {t('web.grid.seq')}
          </span>
        )}
        {fixed.selection > 0 && (
          <span className="weld-grid-select" role="columnheader" style={{ width: fixed.selection }}>
            <NativeCheckbox
              checked={allChecked}
              indeterminate={someChecked}
              disabled={disabled}
              label={t('web.grid.selectAll')}
              onChange={onSelectAll}
            />
          </span>
        )}
        {fixed.expand > 0 && <span className="weld-grid-expand" style={{ width: fixed.expand }} />}
        {fixed.drag > 0 && <span className="weld-grid-drag" style={{ width: fixed.drag }} />}
      </div>
      {titles}
    </div>
  );
});
