import { useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@weld/core';
import type { MenuSearchSelect as SelectComponent } from './menu-search-select';

/**
 * Header search over the menu: external entries open a window, iframe pages push a route object, others
 * go to their path. Until it is used, a look-alike stands in, so every page opens without the select's code.
 * The stand-in keeps the focus while the select's code loads and turns into the select only if it still
 * has it: a keyboard user who tabbed on meanwhile is not pulled back.
 * @example <MenuSearch menu={menu} />
 */
export function MenuSearch({ menu, openWindow }: { menu: MenuNode[]; openWindow?: (url: string) => void }) {
  const { t } = useTranslation();
  const [Select, setSelect] = useState<typeof SelectComponent | null>(null);
  const [active, setActive] = useState(false);
  const standInRef = useRef<HTMLButtonElement>(null);
  const label = t('web.header.searchMenu');
  const activate = () =>
    void import('./menu-search-select').then((m) => {
      if (document.activeElement !== standInRef.current) return;
      setSelect(() => m.MenuSearchSelect);
      setActive(true);
    });
  if (active && Select)
    return <Select menu={menu} openWindow={openWindow} onClose={() => setActive(false)} />;
  return (
    <button
      ref={standInRef}
      type="button"
      className="weld-menu-search"
      aria-label={label}
      onClick={(e) => {
        e.currentTarget.focus();
        activate();
      }}
      onFocus={activate}
    >
      <SearchOutlined /> <span>{label}</span>
    </button>
  );
}
