import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { GRID } from '@weld/core';

/** Where the popover opens: under or over the row, at the click's height. */
export interface SubTableAnchor {
  rowId: string;
  left: number;
  top: number;
  bottom: number;
  placement: 'below' | 'above';
}

/** Below the click when more than 350 px remain beneath it, otherwise above (spec widgets §2). */
export const subTablePlacement = (clickY: number, viewHeight: number): 'below' | 'above' =>
  viewHeight - clickY > GRID.subTableSpace ? 'below' : 'above';

/**
 * Finds the row's element for the popover, retrying 3 times 100 ms apart (the row may still be
 * rendering after a scroll); answers null when it never appears, and the grid says 打开子表失败.
 * @example const el = await findRowElement(scroller, '12')
 */
export async function findRowElement(
  container: HTMLElement | null,
  rowId: string,
): Promise<HTMLElement | null> {
  for (let attempt = 0; attempt <= GRID.subTableRetries; attempt += 1) {
    const el = container?.querySelector<HTMLElement>(`[data-row-id="${rowId.replace(/["\\]/g, '\\$&')}"]`);
    if (el) return el;
    if (attempt < GRID.subTableRetries) await new Promise((r) => setTimeout(r, GRID.subTableRetryMs));
  }
  return null;
}

/**
 * The 子表 popover: a floating panel under or over a row, closed by its button, Escape or a click outside.
 * @example <SubTablePopover anchor={anchor} title="子表" onClose={close}>{sub}</SubTablePopover>
 */
export function SubTablePopover({
  anchor,
  title,
  children,
  onClose,
}: {
  anchor: SubTableAnchor;
  title: string;
  children: ReactNode;
  onClose(): void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outside = (e: MouseEvent) => {
      const target = e.target as Element;
      if (
        !panel.current?.contains(target) &&
        !target.closest?.('.ant-select-dropdown, .ant-picker-dropdown, .ant-modal-root, .weld-grid-expand')
      )
        onClose();
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [onClose]);
  const style =
    anchor.placement === 'below'
      ? { left: anchor.left, top: anchor.bottom + 4 }
      : { left: anchor.left, top: anchor.top - 4, transform: 'translateY(-100%)' };
  return createPortal(
    <div
      ref={panel}
      className="weld-grid-subtable"
      role="dialog"
      aria-label={title}
      data-placement={anchor.placement}
      style={style}
    >
      <div className="weld-grid-subtable-title">
        <span>{title}</span>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="close" onClick={onClose} />
      </div>
      <div className="weld-grid-subtable-body">{children}</div>
    </div>,
    document.body,
  );
}
