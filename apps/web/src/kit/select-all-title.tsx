import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * antd copies every column title into a hidden measure row (aria-hidden) to size the columns; the copy of the
 * select-all checkbox must not be reachable by Tab there, or a keyboard lands on a control nobody can see.
 */
function OutOfMeasureRow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!ref.current?.closest('.ant-table-measure-row')) return;
    ref.current.querySelectorAll<HTMLElement>('input, button, a[href]').forEach((e) => {
      e.tabIndex = -1;
    });
  });
  return <span ref={ref}>{children}</span>;
}

/**
 * A row selection's column title: antd's select-all checkbox, kept out of the tab order in the measure row.
 * @example rowSelection: { columnTitle: selectAllTitle, selectedRowKeys, onChange }
 */
export function selectAllTitle(checkbox: ReactNode): ReactNode {
  return <OutOfMeasureRow>{checkbox}</OutOfMeasureRow>;
}
