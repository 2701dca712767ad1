import { useEffect, useRef, useState } from 'react';
import { Dropdown, type DropdownProps } from 'antd';

/**
 * antd's Dropdown for a menu the keyboard can use: Enter or Space on the trigger opens it onto its first item,
 * arrows move, Enter or Space choose, Escape closes it; closing puts the focus back on the trigger, so a dialog
 * that an item opens returns it there too, not to the page's body.
 * Given `open`, the caller opens it (a menu key, say) and hears of closing through onOpenChange.
 * @example <MenuDropdown menu={{ items }} trigger={['click']}><Button>更多</Button></MenuDropdown>
 */
export function MenuDropdown({ open: controlled, onOpenChange, popupRender, ...props }: DropdownProps) {
  const [own, setOpen] = useState(false);
  const open = controlled ?? own;
  const popup = useRef<HTMLDivElement>(null);
  // antd's autoFocus misses a menu opened by the caller (a menu key on a tab): the first item takes it here
  useEffect(() => {
    if (!open) return undefined;
    const id = setTimeout(() => {
      if (popup.current?.contains(document.activeElement)) return;
      popup.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    }, 50);
    return () => clearTimeout(id);
  }, [open]);
  const trigger = useRef<HTMLElement | null>(null);
  const change: DropdownProps['onOpenChange'] = (next, info) => {
    if (next) trigger.current = document.activeElement as HTMLElement | null;
    // synchronously, before an item's dialog opens and remembers where the focus was
    else trigger.current?.focus();
    setOpen(next);
    onOpenChange?.(next, info);
  };
  return (
    <Dropdown
      autoFocus
      {...props}
      open={open}
      onOpenChange={change}
      popupRender={(menu) => (
        <div
          ref={popup}
          onKeyDown={(e) => {
            // the item has acted and the focus is back on the trigger: the key's default must not click it again
            if (e.key === 'Enter' || e.key === ' ') e.preventDefault();
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            change(false, { source: 'trigger' });
          }}
        >
          {popupRender ? popupRender(menu) : menu}
        </div>
      )}
    />
  );
}
