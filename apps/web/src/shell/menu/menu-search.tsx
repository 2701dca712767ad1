import { lazy, Suspense, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@weld/core';

const MenuSearchSelect = lazy(() =>
  import('./menu-search-select').then((m) => ({ default: m.MenuSearchSelect })),
);

/**
 * Header search over the menu: external entries open a window, iframe pages push a route object, others
 * go to their path. Until it is used, a look-alike stands in, so every page opens without the select's code.
 * @example <MenuSearch menu={menu} />
 */
export function MenuSearch({ menu, openWindow }: { menu: MenuNode[]; openWindow?: (url: string) => void }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const label = t('web.header.searchMenu');
  const standIn = (
    <button
      type="button"
      className="weld-menu-search"
      aria-label={label}
      onClick={() => setActive(true)}
      onFocus={() => setActive(true)}
    >
      <SearchOutlined /> <span>{label}</span>
    </button>
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MenuSearchSelect menu={menu} openWindow={openWindow} onClose={() => setActive(false)} />
    </Suspense>
  );
}
