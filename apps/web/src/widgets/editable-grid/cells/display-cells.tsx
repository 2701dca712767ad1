import { Progress } from 'antd';
import type { CellProps } from './cell-props';
import { displayText } from './cell-props';

/**
 * normal (read-only text) and progress (a percentage bar) cells.
 * @example <DisplayCell {...cellProps} />
 */
export function DisplayCell({ value, options, column }: CellProps) {
  if (column.type === 'progress') {
    const n = Number(value);
    return (
      <Progress percent={Number.isFinite(n) ? n : 0} size="small" style={{ margin: 0, width: '100%' }} />
    );
  }
  const text = displayText(value, options);
  return (
    <span className="weld-grid-text" title={text}>
      {text}
    </span>
  );
}
