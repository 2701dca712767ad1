import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

/** The part of the grid's scroller in view: its scroll offsets and size. */
export interface GridView {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Keeps the view's size that of the scroller as it is laid out and resized (and again when it reappears). */
export function useMeasuredView(
  scroller: RefObject<HTMLDivElement | null>,
  maxHeight: number,
  collapsed: boolean,
  setView: Dispatch<SetStateAction<GridView>>,
): void {
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // a grid not laid out yet (hidden tab, jsdom) measures 0: assume a common screen until it is
    const measure = () =>
      setView((v) => ({ ...v, width: el.clientWidth || 1200, height: el.clientHeight || maxHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroller, maxHeight, collapsed, setView]);
}
