import { useEffect, type RefObject } from 'react';

/** Popups of cell editors live in portals; a mouse-up inside them is not "outside" the cell. */
const POPUPS = '.ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-modal-root, .ant-dropdown';

/**
 * Click-to-edit grids leave edit mode on a mouse-up outside the cell being edited (spec widgets §4).
 * @example useOutsideMouseUp(editing !== null, scrollerRef, () => setEditing(null))
 */
export function useOutsideMouseUp(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  leave: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onUp = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (!target?.closest) return;
      if (target.closest(POPUPS)) return;
      const cell = target.closest('.weld-grid-cell');
      if (
        cell &&
        container.current?.contains(cell) &&
        cell.querySelector('input, textarea, button, .ant-select, .ant-picker, .ant-checkbox')
      )
        return;
      leave();
    };
    document.addEventListener('mouseup', onUp);
    return () => document.removeEventListener('mouseup', onUp);
  }, [active, container, leave]);
}
