import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useLocation } from 'react-router';
import type { MenuNode } from '@weld/core';
import { flattenMenu } from '@weld/core';
import { menuItems, menuKeys } from './menu-items';

interface Props {
  menu: MenuNode[];
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** Side (inline) or top (horizontal) menu; selection and open groups follow the current route. */
export function SideMenu({ menu, mode, theme, collapsed, onNavigate }: Props) {
  const { pathname } = useLocation();
  const items = useMemo(() => menuItems(menu), [menu]);
  const keys = useMemo(() => menuKeys(menu, pathname), [menu, pathname]);
  const [open, setOpen] = useState<string[]>(keys.open);
  useEffect(() => setOpen((prev) => Array.from(new Set([...prev, ...keys.open]))), [keys.open]);

  return (
    <Menu
      mode={mode}
      theme={theme}
      className={mode === 'inline' ? 'weld-side-menu' : undefined}
      items={items}
      selectedKeys={keys.selected}
      {...(mode === 'inline' && !collapsed ? { openKeys: open, onOpenChange: setOpen } : {})}
      onClick={({ key }) => {
        // other parts of the page (a later notice channel, analytics) learn which entry was chosen
        const node = flattenMenu(menu).find((n) => n.path === key);
        if (node)
          window.dispatchEvent(
            new CustomEvent('dynamic-route-show', { detail: { path: node.path, title: node.meta.title } }),
          );
        onNavigate?.();
      }}
      style={
        mode === 'horizontal'
          ? { flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }
          : { borderInlineEnd: 'none' }
      }
    />
  );
}
