import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Lets a keyboard scroll the antd tables inside: a table whose cells hold only text (no link, no checkbox) gives
 * Tab nothing to land on, so its sideways scroll would be for mice alone (WCAG 2.1.1). Each scrolling box that
 * overflows takes a place in the tab order; the arrow keys then scroll it.
 * @example <KeyboardScroll><Table scroll={{ x: 900 }} … /></KeyboardScroll>
 */
export function KeyboardScroll({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((box) => {
      const overflows = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
      if (overflows) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    });
  });
  return <div ref={ref}>{children}</div>;
}
