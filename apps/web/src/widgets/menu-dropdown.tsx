import { useRef, useState } from 'react';
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
          onKeyDown={(e) => {
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
